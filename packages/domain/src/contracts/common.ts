/** Every API error body, and the body of calls that only confirm. */
export interface ApiMessage {
  message: string;
}

export interface HealthResponse {
  status: 'ok';
}

/** Stored under `refferData`: where to return after login. */
export interface ReferrerData {
  refererPathname: string;
  queryParam?: string | null;
  /** '#settingSection': kept so the member lands on the same tab or anchor. */
  hash?: string | null;
}

/**
 * Header names of the token refresh (spec §4). The refresh token itself now travels only in an
 * HttpOnly cookie; `x-refresh-token` is read once, on the refresh path, from a browser that still
 * kept one in localStorage (the migration to the cookie).
 */
export const TOKEN_HEADERS = {
  remappedAuthorization: 'x-amzn-remapped-authorization',
  refreshToken: 'x-refresh-token',
} as const;

/**
 * A write's idempotency key (IETF draft httpapi-idempotency-key-header): a fresh one per logical
 * write, the same when the client sends that write again; the API applies it once and repeats its
 * answer, so the edge may move it off a frozen instance (docs/operations.md, "Fail-over").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The refresh path: the HttpOnly refresh cookie is scoped to it. */
export const REFRESH_PATH = '/user/refresh';

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
/**
 * 401 for an access token past its lifetime: the client renews it on REFRESH_PATH and retries.
 * A signal the client matches, never shown: the API sends it in Korean whatever the language.
 */
export const ACCESS_TOKEN_EXPIRED_MESSAGE = '로그인 유지 시간이 지나 다시 확인하고 있어요.';
/** The login refusal in Korean; the API answers in English for an English request (issue 18). */
export const LOGIN_FAILED_MESSAGE = '아이디 또는 비밀번호가 일치하지 않아요.';
