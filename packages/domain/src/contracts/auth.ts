export interface LoginRequest {
  /** E-mail or user ID. */
  login: string;
  password: string;
}

/** The consents of /agreement (DESIGN §5); also sent by a first social sign-in (/marketing). */
export interface ConsentsRequest {
  termsAgreed: boolean;
  privacyAgreed: boolean;
  /** Optional; absent means declined. Stored with the time it was given. */
  marketingAgreed?: boolean;
  /** YYYY-MM-DD. 11 or older; under 14 the guardian fields are required. */
  birthDate: string;
  guardianAgreed?: boolean;
  guardianName?: string;
  /** 11 digits. */
  guardianPhone?: string;
}

export interface SignupRequest {
  userId: string;
  email: string;
  password: string;
  confirmPassword: string;
  consents: ConsentsRequest;
}

export interface SessionUser {
  email: string;
  nickname: string | null;
  profileIcon: string | null;
}

export interface SessionTokens {
  /** The access token. The refresh token comes only as an HttpOnly cookie, out of script's reach. */
  token: string;
}

/** Login / sign-up response (spec §3 Session). */
export interface SessionResponse {
  user: SessionUser;
  token: SessionTokens;
}

export interface ForgotPasswordRequest {
  email: string;
}

/**
 * POST /user/forgotPassword (spec §3). The same answer for known and unknown e-mails.
 * `token` is an opaque request id (never the reset token, which only the e-mail carries); the
 * client keeps it as `resetPasswordToken` and its route tells the member to check the mailbox.
 */
export interface ForgotPasswordResponse {
  error: boolean;
  message: string;
  token: string;
}

export interface ResetPasswordRequest {
  newPassword: string;
  confirmNewPassword: string;
}
