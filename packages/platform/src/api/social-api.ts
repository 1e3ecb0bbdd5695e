// The Kakao authorize redirect the browser performs itself, with its state, and the first social
// sign-in waiting for its consents: the shell's login and my page's social logins both start
// them. The sign-in calls are those features' own (shell/src/features/auth/api,
// mf-account/src/features/kakao/api). The providers' settings and the provider logout are the
// root entry's (providers-api.ts).
import type { SocialProvider } from '@genetype/domain/contracts';
// The providers' settings by name: this module is bundled behind `@genetype/platform/providers`,
// and the root entry's one copy must serve it (a relative import would bundle a second copy).
import { providersApi } from '@genetype/platform';
import { SESSION_KEYS, randomValue, sessionValues } from './session-values.js';

/** A first social sign-in waiting for /marketing's consents. */
export interface PendingSignup {
  provider: SocialProvider;
  signupToken: string;
  email: string | null;
}

export type KakaoFlow = 'login' | 'link';

/** The redirect address of a Kakao flow: this origin's /kakao/login or /kakao/link page. */
export function kakaoRedirectUri(flow: KakaoFlow): string {
  return `${window.location.origin}/kakao/${flow}`;
}

/**
 * Spec §4: a full-page redirect to Kakao's authorize address with client id, redirect address and
 * `response_type=code`, plus a `state` kept in this tab and checked on return.
 */
export async function startKakaoSignIn(
  flow: KakaoFlow,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const { kakao } = await providersApi.providers();
  const state = `${flow}.${randomValue()}`;
  sessionValues.set(SESSION_KEYS.kakaoState, state);
  const url = new URL(kakao.authorizeUrl);
  url.searchParams.set('client_id', kakao.clientId);
  url.searchParams.set('redirect_uri', kakaoRedirectUri(flow));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  go(url.toString());
}

/** True once for the state this tab sent; a missing, foreign or reused state is false. */
export function acceptKakaoState(returned: string | null, flow: KakaoFlow): boolean {
  const expected = sessionValues.take(SESSION_KEYS.kakaoState);
  return (
    returned !== null &&
    expected !== null &&
    returned === expected &&
    expected.startsWith(`${flow}.`)
  );
}

export function keepPendingSignup(pending: PendingSignup): void {
  sessionValues.set(SESSION_KEYS.pendingSignup, JSON.stringify(pending));
}

export function readPendingSignup(): PendingSignup | null {
  const raw = sessionValues.get(SESSION_KEYS.pendingSignup);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignup>;
    if (
      (value.provider === 'kakao' || value.provider === 'google') &&
      typeof value.signupToken === 'string'
    )
      return {
        provider: value.provider,
        signupToken: value.signupToken,
        email: value.email ?? null,
      };
  } catch {
    // a damaged value is no pending sign-up
  }
  return null;
}

export function clearPendingSignup(): void {
  sessionValues.take(SESSION_KEYS.pendingSignup);
}
