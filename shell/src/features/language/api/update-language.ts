// The member's language on the account (issue 18), the language switch's one call.
import { apiClient } from '@genetype/platform';
import type { ApiMessage, UpdateLanguageRequest } from '@genetype/domain/contracts';

export async function updateLanguage(body: UpdateLanguageRequest): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>('/user/updateLanguage', body);
  return data;
}
