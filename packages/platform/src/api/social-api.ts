// Kakao and Google sign-in calls (spec §7) and the Kakao authorize redirect the browser performs
// itself. The providers' settings and the provider logout are the root entry's (providers-api.ts).
import type { SessionResponse } from '@genetype/domain/contracts';
import type {
  GoogleLoginRequest,
  KakaoLinkResponse,
  SocialLoginResponse,
  SocialProvider,
} from '@genetype/domain/contracts';
import type { ConsentsRequest } from '@genetype/domain/contracts';
// The client and the providers' settings by name: this module is bundled behind
// `@genetype/platform/providers`, and the root entry's one client must serve it (a relative import
// would bundle a second copy of the client into this entry).
import {
  SOCIAL_TIMEOUT_MS,
  WITH_SESSION_COOKIE,
  apiClient,
  providersApi,
} from '@genetype/platform';
import { SESSION_KEYS, randomValue, sessionValues } from './session-values.js';

/** A first social sign-in waiting for /marketing's consents. */
export interface PendingSignup {
  provider: SocialProvider;
  signupToken: string;
  email: string | null;
}

export type KakaoFlow = 'login' | 'link';

export const socialApi = {
  async kakaoLogin(code: string, redirectUri: string): Promise<SocialLoginResponse> {
    const { data } = await apiClient.post<SocialLoginResponse>(
      '/user/kakaoLogin',
      { code, redirectUri },
      { ...WITH_SESSION_COOKIE, timeout: SOCIAL_TIMEOUT_MS },
    );
    return data;
  },

  async kakaoLink(code: string, redirectUri: string): Promise<KakaoLinkResponse> {
    const { data } = await apiClient.post<KakaoLinkResponse>(
      '/user/kakaoLink',
      { code, redirectUri },
      { timeout: SOCIAL_TIMEOUT_MS },
    );
    return data;
  },

  async googleLogin(body: GoogleLoginRequest): Promise<SocialLoginResponse> {
    const { data } = await apiClient.post<SocialLoginResponse>('/user/googleLogin', body, {
      ...WITH_SESSION_COOKIE,
      timeout: SOCIAL_TIMEOUT_MS,
    });
    return data;
  },

  async socialSignup(body: {
    signupToken: string;
    email?: string;
    consents: ConsentsRequest;
  }): Promise<SessionResponse> {
    const { data } = await apiClient.post<SessionResponse>('/user/socialSignup', body, {
      ...WITH_SESSION_COOKIE,
      timeout: SOCIAL_TIMEOUT_MS,
    });
    return data;
  },
};

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
