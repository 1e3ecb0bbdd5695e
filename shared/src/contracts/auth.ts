export interface LoginRequest {
  /** E-mail or user ID. */
  login: string;
  password: string;
}

export interface SignupRequest {
  userId: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SessionUser {
  email: string;
  nickname: string | null;
  profileIcon: string | null;
}

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/** Login / sign-up response (spec §3 Session). */
export interface SessionResponse {
  user: SessionUser;
  token: SessionTokens;
}
