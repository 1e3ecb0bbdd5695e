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
}

/** Response header names of the token refresh (spec §4). */
export const TOKEN_HEADERS = {
  remappedAuthorization: 'x-amzn-remapped-authorization',
  refreshToken: 'x-refresh-token',
} as const;

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
export const LOGIN_FAILED_MESSAGE = '아이디 또는 비밀번호가 일치하지 않습니다.';
