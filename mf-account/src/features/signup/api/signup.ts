// The sign-up's one call (spec §7): an account, and the session it starts.
import { WITH_SESSION_COOKIE, apiClient } from '@genetype/platform';
import type { SessionResponse, SignupRequest } from '@genetype/domain/contracts';

export async function createAccount(body: SignupRequest): Promise<SessionResponse> {
  const { data } = await apiClient.post<SessionResponse>('/user/signup', body, WITH_SESSION_COOKIE);
  return data;
}
