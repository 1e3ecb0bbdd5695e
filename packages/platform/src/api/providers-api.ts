// The sign-in providers' public settings and the provider logout (spec §4). In the root entry, unlike
// the sign-in calls (`@genetype/platform/providers`): the store's logout signs a Kakao token out on
// any page, also for a member who signed in on an earlier visit, without loading those calls.
import type { ProvidersResponse } from '@genetype/domain/contracts';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { apiClient } from './client.js';

let providersRequest: Promise<ProvidersResponse> | null = null;

export const providersApi = {
  /** Public provider settings from the API (cached; a failure is retried on the next call). */
  providers(): Promise<ProvidersResponse> {
    providersRequest ??= apiClient
      .get<ProvidersResponse>('/auth/providers')
      .then(({ data }) => data)
      .catch((error: unknown) => {
        providersRequest = null;
        throw error;
      });
    return providersRequest;
  },
};

/**
 * Spec §4 logout: when a Kakao token is stored, POST the provider logout (empty body, Bearer
 * provider token, form-urlencoded), then forget the token. Failures are only logged.
 */
export async function logoutFromProviders(): Promise<void> {
  const kakaoToken = storage.get(STORAGE_KEYS.kakaoAccessToken);
  if (!kakaoToken) return;
  try {
    const { kakao } = await providersApi.providers();
    await fetch(kakao.logoutUrl, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${kakaoToken}`,
        'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
      },
    });
  } catch (error) {
    console.error('Kakao logout failed', error);
  } finally {
    storage.remove(STORAGE_KEYS.kakaoAccessToken);
  }
}
