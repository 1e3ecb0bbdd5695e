// The session calls the auth store makes on every page (spec §7): who is signed in, and logout.
// Signing in, signing up and the password reset are the calls of the features that do them.
import type { User } from '@genetype/domain/contracts';
import { TOKEN_HEADERS } from '@genetype/domain/contracts';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { apiClient, WITH_SESSION_COOKIE } from './client.js';

export const authApi = {
  async getUser(): Promise<User> {
    const { data } = await apiClient.get<User>('/user/getUser');
    return data;
  },
  /**
   * Ends the session the access token names (expired is fine) and drops the refresh cookie; a
   * refresh token an earlier release left in storage is sent along so that session ends too.
   */
  async logout(): Promise<void> {
    const legacy = storage.get(STORAGE_KEYS.refreshToken);
    await apiClient.post('/user/logout', undefined, {
      ...WITH_SESSION_COOKIE,
      skipSessionRenewal: true,
      headers: legacy ? { [TOKEN_HEADERS.refreshToken]: legacy } : {},
    });
  },
};
