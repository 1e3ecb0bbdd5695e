// Kakao and Google sign-in (spec §4, §7): the public provider settings, login, link and the
// first-sign-in account creation behind /marketing.
import type { SessionTokens, SessionUser } from './auth.js';

export type SocialProvider = 'kakao' | 'google';

/** GET /auth/providers: what the browser needs to start a provider flow (no secrets). */
export interface ProvidersResponse {
  kakao: { clientId: string; authorizeUrl: string; logoutUrl: string };
  google: { clientId: string; authorizeUrl: string; callbackUrl: string };
  /** True while a local stand-in serves any provider (development and tests only). */
  local: boolean;
}

/** POST /user/kakaoLogin and POST /user/kakaoLink. */
export interface KakaoCodeRequest {
  code: string;
  /** The redirect address the authorize step used (it must match for the code exchange). */
  redirectUri: string;
}

/** POST /user/googleLogin. */
export interface GoogleLoginRequest {
  id_token: string;
  /** The nonce the popup sent; the ID token must carry the same one. */
  nonce?: string;
}

/**
 * Login answer of both providers: a session when the provider account is linked to a member;
 * otherwise a short-lived `signupToken` for /marketing (the account is created after consents).
 */
export interface SocialLoginResponse {
  user?: SessionUser;
  token?: SessionTokens;
  signupToken?: string;
  /** The provider's verified e-mail, when it gave one (shown on /marketing). */
  email?: string | null;
  /** Kakao only: kept in storage for the provider logout (spec §7). */
  kakaoAccessToken?: string;
}

export interface KakaoLinkResponse {
  message: string;
  kakaoAccessToken: string;
}

export const SOCIAL_MESSAGES = {
  signupExpired: '가입 확인 시간이 지났어요. 처음부터 다시 로그인해 주세요.',
  emailNeeded: '연결한 계정에 이메일이 없어요. 사용할 이메일을 입력해 주세요.',
  emailTaken:
    '이미 가입된 이메일이에요. 기존 계정으로 로그인한 뒤 설정에서 소셜 계정을 연결해 주세요.',
  kakaoFailed: '카카오 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.',
  googleFailed: 'Google 로그인에 실패했어요. 다시 시도해 주세요.',
  kakaoLinked: '카카오 계정을 연결했어요.',
  kakaoLinkedElsewhere: '이미 다른 진타입 계정에 연결된 카카오 계정이에요.',
  kakaoAlreadyLinked:
    '이미 다른 카카오 계정이 연결되어 있어요. 연결을 해제한 뒤 다시 시도해 주세요.',
  invalidRedirect: '허용되지 않은 주소에서 온 요청이에요.',
} as const;

/** POST /user/connect (Google): the ID token from the popup, in the spec's `firebase_id` field. */
export interface SocialConnectRequest {
  email: string;
  firebase_id: string;
  socialLoginType: 'google';
  nonce?: string;
}

/** POST /user/disconnect */
export interface SocialDisconnectRequest {
  email: string;
  socialLoginType: SocialProvider;
}

export const SOCIAL_LINK_MESSAGES = {
  googleConnected: 'Google 계정을 연결했어요.',
  googleLinkedElsewhere: '이미 다른 진타입 계정에 연결된 Google 계정이에요.',
  googleAlreadyLinked:
    '이미 다른 Google 계정이 연결되어 있어요. 연결을 해제한 뒤 다시 시도해 주세요.',
  disconnected: '연결을 해제했어요.',
  notLinked: '연결된 계정이 없어요.',
  defaultAccount: '기본 계정으로 연결된 이메일이라 연결을 해제할 수 없어요.',
  passwordNeeded: '연결을 해제하려면 먼저 비밀번호를 설정해 주세요.',
  invalidProvider: '지원하지 않는 로그인 방식이에요.',
} as const;
