// Kakao and Google sign-in calls (spec §7) and the provider steps the browser performs itself:
// the Kakao authorize redirect and the provider logout.
import type { SessionResponse } from '../contracts/auth.js';
import type {
  GoogleLoginRequest,
  KakaoLinkResponse,
  ProvidersResponse,
  SocialLoginResponse,
  SocialProvider,
} from '../contracts/social.js';
import type { ConsentsRequest } from '../contracts/auth.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { apiClient, WITH_SESSION_COOKIE } from './client.js';
import { SOCIAL_TIMEOUT_MS } from './config.js';
import { SESSION_KEYS, randomValue, sessionValues } from './session-values.js';

let providersRequest: Promise<ProvidersResponse> | null = null;

/** A first social sign-in waiting for /marketing's consents. */
export interface PendingSignup {
  provider: SocialProvider;
  signupToken: string;
  email: string | null;
}

export type KakaoFlow = 'login' | 'link';

export const socialApi = {
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
  const { kakao } = await socialApi.providers();
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

/**
 * Spec §4 logout: when a Kakao token is stored, POST the provider logout (empty body, Bearer
 * provider token, form-urlencoded), then forget the token. Failures are only logged.
 */
export async function logoutFromProviders(): Promise<void> {
  const kakaoToken = storage.get(STORAGE_KEYS.kakaoAccessToken);
  if (!kakaoToken) return;
  try {
    const { kakao } = await socialApi.providers();
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
