// Kakao and Google sign-in, link and first-sign-in sign-up: structure and hard limits (the yup
// schemas beside the handlers and consentsSchema hold the rules).
import { Type } from '@sinclair/typebox';
import { SOCIAL_LINK_MESSAGES, SOCIAL_MESSAGES } from '@genetype/domain/contracts';
import { VALIDATION_MESSAGES as M } from '@genetype/domain/validation';
import {
  Closed,
  EmailText,
  FormText,
  MEMBER_SECURITY,
  MessageSchema,
  NoQuery,
  NullableString,
  SessionHeaders,
  Text,
  routeSchema,
} from '../../lib/schema.js';
import {
  ConsentsBody,
  SessionResponseSchema,
  SessionTokensSchema,
  SessionUserSchema,
} from '../auth/auth-schemas.js';

const SocialLoginSchema = Type.Object({
  user: Type.Optional(SessionUserSchema),
  token: Type.Optional(SessionTokensSchema),
  signupToken: Type.Optional(Type.String()),
  email: Type.Optional(NullableString()),
  kakaoAccessToken: Type.Optional(Type.String()),
});

const KakaoCodeBody = Closed({
  code: FormText(4096, SOCIAL_MESSAGES.kakaoFailed, 'The authorization code'),
  redirectUri: FormText(
    2048,
    SOCIAL_MESSAGES.invalidRedirect,
    'The redirect_uri of the authorize step',
  ),
});

export const providersSchema = routeSchema('social', {
  summary: 'What the browser needs to start a Kakao or Google flow (no secrets)',
  querystring: NoQuery,
  response: {
    200: Type.Object({
      kakao: Type.Object({
        clientId: Type.String(),
        authorizeUrl: Type.String(),
        logoutUrl: Type.String(),
      }),
      google: Type.Object({
        clientId: Type.String(),
        authorizeUrl: Type.String(),
        callbackUrl: Type.String(),
      }),
      local: Type.Boolean(),
    }),
  },
});

export const googleCallbackSchema = {
  tags: ['social'],
  // Google puts its answer in the fragment; a query string, if any, is ignored text.
  querystring: Type.Object({}, { additionalProperties: Text(2048) }),
  summary: "The Google popup's landing page: hands the URL fragment to the opener",
  response: { 200: { type: 'string', description: 'An HTML page' } },
};

export const kakaoLoginSchema = routeSchema('social', {
  summary: 'Log in with a Kakao authorization code (or get a signupToken for /marketing)',
  body: KakaoCodeBody,
  querystring: NoQuery,
  response: { 200: SocialLoginSchema },
});

export const kakaoLinkSchema = routeSchema('social', {
  summary: "Link a Kakao account to the member's account",
  security: MEMBER_SECURITY,
  body: KakaoCodeBody,
  querystring: NoQuery,
  headers: SessionHeaders,
  response: {
    200: Type.Object({ message: Type.String(), kakaoAccessToken: Type.String() }),
  },
});

export const googleLoginSchema = routeSchema('social', {
  summary: 'Log in with a Google ID token (or get a signupToken for /marketing)',
  body: Closed({
    id_token: FormText(16_384, SOCIAL_MESSAGES.googleFailed),
    nonce: FormText(1024, SOCIAL_MESSAGES.googleFailed),
  }),
  querystring: NoQuery,
  response: { 200: SocialLoginSchema },
});

export const connectSchema = routeSchema('social', {
  summary: "Link a Google account (ID token in firebase_id) to the member's account",
  security: MEMBER_SECURITY,
  body: Closed({
    email: EmailText(SOCIAL_MESSAGES.googleFailed),
    firebase_id: FormText(16_384, SOCIAL_MESSAGES.googleFailed),
    socialLoginType: FormText(32, SOCIAL_LINK_MESSAGES.invalidProvider, '"google"'),
    nonce: FormText(1024, SOCIAL_MESSAGES.googleFailed),
  }),
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: MessageSchema },
});

export const disconnectSchema = routeSchema('social', {
  summary: 'Unlink a Kakao or Google account',
  security: MEMBER_SECURITY,
  body: Closed({
    email: EmailText(SOCIAL_LINK_MESSAGES.notLinked),
    socialLoginType: FormText(32, SOCIAL_LINK_MESSAGES.invalidProvider, '"kakao" or "google"'),
  }),
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: MessageSchema },
});

export const socialSignupSchema = routeSchema('social', {
  summary: 'Create the account of a first social sign-in, with the consents of /marketing',
  body: Closed({
    signupToken: FormText(8192, SOCIAL_MESSAGES.signupExpired),
    email: EmailText(
      M.emailFormat,
      'Needed when the provider gave none (at most 64 before the @, 254 in all)',
    ),
    consents: Type.Optional(ConsentsBody),
  }),
  querystring: NoQuery,
  response: { 201: SessionResponseSchema },
});
