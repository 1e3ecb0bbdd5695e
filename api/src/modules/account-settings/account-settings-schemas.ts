// Structure and hard limits of the settings panel's calls, with the shared form rules attached
// (nicknameFormSchema, passwordChangeSchema or passwordSetSchema, emailChangeFormSchema,
// confirmationCodeFormSchema).
import { Type, type TSchema } from '@sinclair/typebox';
import {
  VALIDATION_MESSAGES as M,
  confirmationCodeFormSchema,
  emailChangeFormSchema,
  nicknameFormSchema,
} from '@genetype/domain/validation';
import {
  Closed,
  EmailText,
  FormText,
  MEMBER_SECURITY,
  MessageSchema,
  NEW_PASSWORD_EXAMPLE,
  NoQuery,
  PASSWORD_EXAMPLE,
  SessionHeaders,
  routeSchema,
} from '../../lib/schema.js';
import { formBody } from '../../lib/validate.js';
import ko from './messages.ko.js';

/** Korean here; translated on the way out (messages.en.ts). */
export const LANGUAGE_MESSAGE = ko.languageInvalid;

export const settingsCall = <B extends TSchema>(summary: string, body: B) =>
  routeSchema('account settings', {
    summary,
    security: MEMBER_SECURITY,
    body,
    querystring: NoQuery,
    headers: SessionHeaders,
    response: { 200: MessageSchema },
  });

export const updateNicknameSchema = settingsCall(
  'Set or change the nickname',
  formBody(
    Closed({ nickname: FormText(300, M.nicknameFormat, 'Letters and digits, 5–30') }),
    nicknameFormSchema,
  ),
);
export const updateLanguageSchema = settingsCall(
  "Save the member's language (ko | en), applied at their next login",
  Closed({
    language: Type.Union([Type.Literal('ko'), Type.Literal('en')], {
      errorMessage: LANGUAGE_MESSAGE,
    }),
  }),
);
/** Which of the two password forms applies depends on the account: the route adds its rules. */
export const PasswordBody = Closed({
  currentPassword: FormText(
    200,
    M.passwordFormat,
    'A social account without a password may leave it out',
    PASSWORD_EXAMPLE,
  ),
  newPassword: FormText(200, M.passwordFormat, undefined, NEW_PASSWORD_EXAMPLE),
  confirmNewPassword: FormText(200, M.passwordMismatch, 'The same password', NEW_PASSWORD_EXAMPLE),
});
export const updatePasswordSummary =
  'Change the password (currentPassword), or set one on a social account that has none';
export const updateEmailSendCodeSchema = settingsCall(
  'Mail a confirmation code to a new e-mail',
  formBody(Closed({ email: EmailText(M.emailFormat) }), emailChangeFormSchema),
);
export const updateEmailVerifyCodeSchema = settingsCall(
  'Check the mailed confirmation code',
  formBody(Closed({ confirmationCode: FormText(100, M.codeFormat) }), confirmationCodeFormSchema),
);
export const updateEmailSchema = settingsCall(
  'Switch to the verified new e-mail',
  formBody(Closed({ email: EmailText(M.emailFormat) }), emailChangeFormSchema),
);
