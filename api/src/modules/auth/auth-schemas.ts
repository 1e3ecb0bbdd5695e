// Structure and hard limits of the auth calls, with the shared form rules (signupRequestSchema,
// loginSchema) attached to their bodies.
import { Type } from '@sinclair/typebox';
import {
  CONSENT_MESSAGES as C,
  VALIDATION_MESSAGES as M,
  loginSchema as loginRules,
  signupRequestSchema,
} from '@genetype/domain/validation';
import {
  Closed,
  EmptyBody,
  EmailText,
  FormText,
  MessageSchema,
  NoQuery,
  NullableString,
  PASSWORD_EXAMPLE,
  SessionHeaders,
  routeSchema,
} from '../../lib/schema.js';
import { formBody } from '../../lib/validate.js';

const agreement = (errorMessage: string) => Type.Optional(Type.Boolean({ errorMessage }));

/** The consents of /agreement (consentsSchema holds their rules). */
export const ConsentsBody = Closed(
  {
    termsAgreed: agreement(C.termsRequired),
    privacyAgreed: agreement(C.privacyRequired),
    marketingAgreed: agreement(C.marketingFormat),
    birthDate: FormText(32, C.birthDateFormat, 'YYYY-MM-DD; 11 or older', ['1990-05-01']),
    guardianAgreed: agreement(C.guardianConsentRequired),
    guardianName: FormText(300, C.guardianNameFormat, 'Required under 14', ['김보호']),
    guardianPhone: FormText(64, C.guardianPhoneFormat, '11 digits; required under 14', [
      '01012345678',
    ]),
  },
  { errorMessage: C.consentsRequired },
);

export const SessionUserSchema = Type.Object({
  email: Type.String(),
  nickname: NullableString(),
  profileIcon: NullableString(),
});
/** The access token; the refresh token travels only in its HttpOnly cookie (session-guard.ts). */
export const SessionTokensSchema = Type.Object({
  token: Type.String(),
});
export const SessionResponseSchema = Type.Object({
  user: SessionUserSchema,
  token: SessionTokensSchema,
});

export const signupSchema = routeSchema('auth', {
  summary: 'Create an account (the fields of /create-account and the consents of /agreement)',
  body: formBody(
    Closed({
      userId: FormText(200, M.userIdFormat, 'Letters and digits, 5–20'),
      email: EmailText(M.emailFormat),
      password: FormText(
        200,
        M.passwordFormat,
        '8–16 with a letter, a digit and a symbol',
        PASSWORD_EXAMPLE,
      ),
      confirmPassword: FormText(200, M.passwordMismatch, 'The same password', PASSWORD_EXAMPLE),
      consents: Type.Optional(ConsentsBody),
    }),
    signupRequestSchema,
  ),
  querystring: NoQuery,
  response: { 201: SessionResponseSchema },
});

export const loginSchema = routeSchema('auth', {
  summary: 'Log in with an e-mail or user ID and a password',
  body: formBody(
    Closed({
      login: FormText(1000, M.loginFormat, 'E-mail or user ID', ['member01']),
      password: FormText(200, M.loginPasswordFormat, undefined, PASSWORD_EXAMPLE),
    }),
    loginRules,
  ),
  querystring: NoQuery,
  response: { 200: SessionResponseSchema },
});

export const refreshSchema = routeSchema('auth', {
  summary:
    'Renew the session from the refresh cookie (or, once, a pre-cookie x-refresh-token): rotates the cookie, sends the new access token in x-amzn-remapped-authorization',
  body: EmptyBody,
  querystring: NoQuery,
  headers: SessionHeaders,
  // Plain JSON Schema, not Type.Null(): the handler sends no body at all, not a JSON null.
  response: { 204: { type: 'null' } as const, 401: MessageSchema },
});

export const logoutSchema = routeSchema('auth', {
  summary:
    "End the access token's session (works with an expired access token) and clear the refresh cookie",
  body: EmptyBody,
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: MessageSchema },
});
