// The reset page's calls (spec §7) with the query key of the link check.
import { apiClient } from '@genetype/platform';
import type { ApiMessage, ResetPasswordRequest } from '@genetype/domain/contracts';

export const resetPasswordKeys = {
  all: ['reset-token'] as const,
  check: (token: string) => [...resetPasswordKeys.all, token] as const,
};

/** Whether an e-mailed reset link still works (400/410 with the reason when not). */
export async function checkResetToken(token: string): Promise<ApiMessage> {
  const { data } = await apiClient.get<ApiMessage>(
    `/user/resetPassword/${encodeURIComponent(token)}`,
  );
  return data;
}

export async function resetPassword(
  token: string,
  body: ResetPasswordRequest,
): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>(
    `/user/resetPassword/${encodeURIComponent(token)}`,
    body,
  );
  return data;
}
