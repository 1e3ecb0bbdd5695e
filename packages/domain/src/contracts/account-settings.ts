// The settings panel's calls (spec §7): nickname, password, e-mail change (docs/api.md).

/** POST /user/updateNickname */
export interface UpdateNicknameRequest {
  nickname: string;
}

/** POST /user/updatePassword for a member who has a password. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /user/updatePassword for a social account that never set one. */
export interface SetPasswordRequest {
  newPassword: string;
  confirmNewPassword: string;
}

export type UpdatePasswordRequest = ChangePasswordRequest | SetPasswordRequest;

/** POST /user/updateEmailSendCode, POST /user/updateEmail */
export interface EmailChangeRequest {
  email: string;
}

/** POST /user/updateEmailVerifyCode */
export interface EmailVerifyCodeRequest {
  confirmationCode: string;
}

/** The e-mailed code: this many digits, valid this long, at most this many per hour. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODES_PER_HOUR = 5;
/** Wrong entries of one code before it is spent. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** POST /user/updateLanguage (issue 18). */
export interface UpdateLanguageRequest {
  language: 'ko' | 'en';
}
