// Spec §4: after the password step, the member is signed out of the provider before the
// disconnect call. Kakao has a logout endpoint for its stored token; Google's popup flow keeps no
// session here, so forgetting its stored ID token is the sign-out.
import { STORAGE_KEYS, logoutFromProviders, storage } from '@genetype/platform';
import type { SocialProvider } from '@genetype/domain/contracts';

export async function signOutOfProvider(provider: SocialProvider): Promise<void> {
  if (provider === 'kakao') await logoutFromProviders();
  else storage.remove(STORAGE_KEYS.id_token);
}
