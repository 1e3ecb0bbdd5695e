// Forgot and reset password (spec §4, §5). The forgot-password form itself uses
// `forgotPasswordSchema` (forms.ts); these are the reset step's rules.
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { confirmPasswordFor, passwordSchema } from './fields.js';

/** A reset token is 32 random bytes, base64url: exactly 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const RECOVERY_MESSAGES = {
  resetTokenInvalid: '비밀번호 재설정 링크가 올바르지 않아요. 메일의 링크를 다시 확인해 주세요.',
} as const;

export const resetTokenSchema = string()
  .typeError(RECOVERY_MESSAGES.resetTokenInvalid)
  .required(RECOVERY_MESSAGES.resetTokenInvalid)
  .matches(RESET_TOKEN_PATTERN, RECOVERY_MESSAGES.resetTokenInvalid);

/** POST /user/resetPassword/{token}: the new password twice. */
export const resetPasswordSchema = object({
  newPassword: passwordSchema,
  confirmNewPassword: confirmPasswordFor('newPassword'),
});
export type ResetPasswordForm = InferType<typeof resetPasswordSchema>;
