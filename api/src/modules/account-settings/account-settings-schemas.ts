// Structure and hard limits of the settings panel's calls; nicknameFormSchema, passwordChangeSchema,
// passwordSetSchema, emailChangeFormSchema and confirmationCodeFormSchema hold the form rules.
import { Type, type TProperties } from '@sinclair/typebox';
import { VALIDATION_MESSAGES as M } from '@genetype/domain/validation';
import {
  Closed,
  EmailText,
  FormText,
  MEMBER_SECURITY,
  MessageSchema,
  NoQuery,
  SessionHeaders,
  routeSchema,
} from '../../lib/schema.js';
import ko from './messages.ko.js';

/** Korean here; translated on the way out (messages.en.ts). */
export const LANGUAGE_MESSAGE = ko.languageInvalid;

const settingsCall = (summary: string, body: TProperties) =>
  routeSchema('account settings', {
    summary,
    security: MEMBER_SECURITY,
    body: Closed(body),
    querystring: NoQuery,
    headers: SessionHeaders,
    response: { 200: MessageSchema },
  });

export const updateNicknameSchema = settingsCall('Set or change the nickname', {
  nickname: FormText(300, M.nicknameFormat, 'Letters and digits, 5–30'),
});
export const updateLanguageSchema = settingsCall(
  "Save the member's language (ko | en), applied at their next login",
  {
    language: Type.Union([Type.Literal('ko'), Type.Literal('en')], {
      errorMessage: LANGUAGE_MESSAGE,
    }),
  },
);
export const updatePasswordSchema = settingsCall(
  'Change the password (currentPassword), or set one on a social account that has none',
  {
    currentPassword: FormText(200, M.passwordFormat, 'Required when the account has a password'),
    newPassword: FormText(200, M.passwordFormat),
    confirmNewPassword: FormText(200, M.passwordMismatch),
  },
);
export const updateEmailSendCodeSchema = settingsCall('Mail a confirmation code to a new e-mail', {
  email: EmailText(M.emailFormat),
});
export const updateEmailVerifyCodeSchema = settingsCall('Check the mailed confirmation code', {
  confirmationCode: FormText(100, M.codeFormat),
});
export const updateEmailSchema = settingsCall('Switch to the verified new e-mail', {
  email: EmailText(M.emailFormat),
});
