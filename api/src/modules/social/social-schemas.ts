// Kakao and Google sign-in, link and first-sign-in sign-up: structure and hard limits, with the
// rules (these API-only yup schemas, and the shared consentsSchema) attached to the bodies.
import { Type } from '@sinclair/typebox';
import { SOCIAL_LINK_MESSAGES, SOCIAL_MESSAGES } from '@genetype/domain/contracts';
import { VALIDATION_MESSAGES as M, consentsSchema, emailSchema } from '@genetype/domain/validation';
import { object, string } from 'yup';
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
  TextResponse,
  routeSchema,
} from '../../lib/schema.js';
import {
  ConsentsBody,
  SessionResponseSchema,
  SessionTokensSchema,
  SessionUserSchema,
} from '../auth/auth-schemas.js';
import { formBody } from '../../lib/validate.js';

const text = (message: string) => string().typeError(message).required(message);

const kakaoCodeRules = object({
  code: text(SOCIAL_MESSAGES.kakaoFailed).max(2048, SOCIAL_MESSAGES.kakaoFailed),
  redirectUri: text(SOCIAL_MESSAGES.invalidRedirect),
});
const googleLoginRules = object({
  id_token: text(SOCIAL_MESSAGES.googleFailed).max(8192, SOCIAL_MESSAGES.googleFailed),
  nonce: string().typeError(SOCIAL_MESSAGES.googleFailed).max(256, SOCIAL_MESSAGES.googleFailed),
});
const connectRules = object({
  email: string().typeError(SOCIAL_MESSAGES.googleFailed).max(320, SOCIAL_MESSAGES.googleFailed),
  firebase_id: text(SOCIAL_MESSAGES.googleFailed).max(8192, SOCIAL_MESSAGES.googleFailed),
  socialLoginType: string()
    .typeError(SOCIAL_LINK_MESSAGES.invalidProvider)
    .required(SOCIAL_LINK_MESSAGES.invalidProvider)
    .oneOf(['google'], SOCIAL_LINK_MESSAGES.invalidProvider),
  nonce: string().typeError(SOCIAL_MESSAGES.googleFailed).max(256, SOCIAL_MESSAGES.googleFailed),
});
// `email` names the linked account on screen; the link itself is found by the signed-in member.
const disconnectRules = object({
  email: string()
    .typeError(SOCIAL_LINK_MESSAGES.notLinked)
    .max(320, SOCIAL_LINK_MESSAGES.notLinked),
  socialLoginType: string()
    .typeError(SOCIAL_LINK_MESSAGES.invalidProvider)
    .required(SOCIAL_LINK_MESSAGES.invalidProvider)
    .oneOf(['kakao', 'google'] as const, SOCIAL_LINK_MESSAGES.invalidProvider),
});
/**
 * Documented with `nonce` required: the site always sends the nonce its popup put in the token,
 * and a token that carries one is refused without it (a token without one would not need it).
 */
const withNonce = <T extends typeof googleLoginRules | typeof connectRules>(rules: T) =>
  rules.shape({
    nonce: text(SOCIAL_MESSAGES.googleFailed).max(256, SOCIAL_MESSAGES.googleFailed),
  });
const socialSignupRules = object({
  signupToken: text(SOCIAL_MESSAGES.signupExpired).max(4096, SOCIAL_MESSAGES.signupExpired),
  email: emailSchema.notRequired().default(undefined),
  consents: consentsSchema.required(),
});

const SocialLoginSchema = Type.Object({
  user: Type.Optional(SessionUserSchema),
  token: Type.Optional(SessionTokensSchema),
  signupToken: Type.Optional(Type.String()),
  email: Type.Optional(NullableString()),
  kakaoAccessToken: Type.Optional(Type.String()),
});

const KakaoCodeBody = formBody(
  Closed({
    code: FormText(4096, SOCIAL_MESSAGES.kakaoFailed, 'The authorization code'),
    redirectUri: FormText(
      2048,
      SOCIAL_MESSAGES.invalidRedirect,
      "The redirect_uri of the authorize step: one of the site's own addresses",
      ['http://localhost:3000/kakao/login'],
    ),
  }),
  kakaoCodeRules,
);

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
  response: { 200: TextResponse('An HTML page') },
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
  body: formBody(
    Closed({
      id_token: FormText(16_384, SOCIAL_MESSAGES.googleFailed),
      nonce: FormText(1024, SOCIAL_MESSAGES.googleFailed),
    }),
    googleLoginRules,
    withNonce(googleLoginRules),
  ),
  querystring: NoQuery,
  response: { 200: SocialLoginSchema },
});

export const connectSchema = routeSchema('social', {
  summary: "Link a Google account (ID token in firebase_id) to the member's account",
  security: MEMBER_SECURITY,
  body: formBody(
    Closed({
      email: EmailText(SOCIAL_MESSAGES.googleFailed),
      firebase_id: FormText(16_384, SOCIAL_MESSAGES.googleFailed),
      socialLoginType: FormText(32, SOCIAL_LINK_MESSAGES.invalidProvider, '"google"'),
      nonce: FormText(1024, SOCIAL_MESSAGES.googleFailed),
    }),
    connectRules,
    withNonce(connectRules),
  ),
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: MessageSchema },
});

export const disconnectSchema = routeSchema('social', {
  summary: 'Unlink a Kakao or Google account',
  security: MEMBER_SECURITY,
  body: formBody(
    Closed({
      email: EmailText(SOCIAL_LINK_MESSAGES.notLinked),
      socialLoginType: FormText(32, SOCIAL_LINK_MESSAGES.invalidProvider, '"kakao" or "google"'),
    }),
    disconnectRules,
  ),
  querystring: NoQuery,
  headers: SessionHeaders,
  response: { 200: MessageSchema },
});

export const socialSignupSchema = routeSchema('social', {
  summary: 'Create the account of a first social sign-in, with the consents of /marketing',
  body: formBody(
    Closed({
      signupToken: FormText(8192, SOCIAL_MESSAGES.signupExpired),
      email: EmailText(
        M.emailFormat,
        'Needed when the provider gave none (at most 64 before the @, 254 in all)',
      ),
      consents: Type.Optional(ConsentsBody),
    }),
    socialSignupRules,
  ),
  querystring: NoQuery,
  response: { 201: SessionResponseSchema },
});
