// Forgot / reset password: structure and hard limits, with the form rules attached
// (forgotPasswordSchema, resetPasswordSchema; resetTokenSchema is checked by the handlers).
import { Type } from '@sinclair/typebox';
import {
  RECOVERY_MESSAGES,
  RESET_TOKEN_PATTERN,
  VALIDATION_MESSAGES as M,
  forgotPasswordSchema as forgotPasswordRules,
  resetPasswordSchema as resetPasswordRules,
} from '@genetype/domain/validation';
import {
  Closed,
  EmailText,
  FormText,
  MessageSchema,
  NEW_PASSWORD_EXAMPLE,
  NoQuery,
  Text,
  routeSchema,
} from '../../lib/schema.js';
import { formBody } from '../../lib/validate.js';

const TokenParams = Closed({
  token: Text(200, {
    pattern: RESET_TOKEN_PATTERN.source,
    description: 'The reset token of the mailed link',
    errorMessage: RECOVERY_MESSAGES.resetTokenInvalid,
  }),
});

export const forgotPasswordSchema = routeSchema('account recovery', {
  summary: 'Mail a reset link (the same answer whether or not the e-mail is known)',
  body: formBody(Closed({ email: EmailText(M.emailFormat) }), forgotPasswordRules),
  querystring: NoQuery,
  response: {
    200: Type.Object({ error: Type.Boolean(), message: Type.String(), token: Type.String() }),
  },
});

export const checkResetTokenSchema = routeSchema('account recovery', {
  summary: 'Is this reset link still valid?',
  params: TokenParams,
  querystring: NoQuery,
  response: { 200: MessageSchema },
});

export const resetPasswordSchema = routeSchema('account recovery', {
  summary: 'Set a new password with a reset link',
  params: TokenParams,
  body: formBody(
    Closed({
      newPassword: FormText(200, M.passwordFormat, undefined, NEW_PASSWORD_EXAMPLE),
      confirmNewPassword: FormText(
        200,
        M.passwordMismatch,
        'The same password',
        NEW_PASSWORD_EXAMPLE,
      ),
    }),
    resetPasswordRules,
  ),
  querystring: NoQuery,
  response: { 200: MessageSchema },
});
