// Forgot and reset password (spec §4, §5). The forgot-password form itself uses
// `forgotPasswordSchema` (forms.ts); these are the reset step's rules.
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { confirmPasswordFor, passwordSchema } from './fields.js';
import { inLanguage } from '../i18n/validation/index.js';
import ko from '../i18n/validation/ko.js';

/** A reset token is 32 random bytes, base64url: exactly 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const RECOVERY_MESSAGES = ko.recovery;

const resetTokenInvalid = inLanguage('recovery.resetTokenInvalid');

export const resetTokenSchema = string()
  .typeError(resetTokenInvalid)
  .required(resetTokenInvalid)
  .matches(RESET_TOKEN_PATTERN, resetTokenInvalid);

/** POST /user/resetPassword/{token}: the new password twice. */
export const resetPasswordSchema = object({
  newPassword: passwordSchema,
  confirmNewPassword: confirmPasswordFor('newPassword'),
});
export type ResetPasswordForm = InferType<typeof resetPasswordSchema>;
