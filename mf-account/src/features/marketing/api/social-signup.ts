// A first social sign-in becomes an account with the consents given on /marketing (spec §7).
import { SOCIAL_TIMEOUT_MS, WITH_SESSION_COOKIE, apiClient } from '@genetype/platform';
import type { ConsentsRequest, SessionResponse } from '@genetype/domain/contracts';

export async function socialSignup(body: {
  signupToken: string;
  email?: string;
  consents: ConsentsRequest;
}): Promise<SessionResponse> {
  const { data } = await apiClient.post<SessionResponse>('/user/socialSignup', body, {
    ...WITH_SESSION_COOKIE,
    timeout: SOCIAL_TIMEOUT_MS,
  });
  return data;
}
