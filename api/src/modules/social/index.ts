import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {
  KakaoLinkResponse,
  ProvidersResponse,
  SessionResponse,
  SocialLoginResponse,
} from '@genetype/domain/contracts';
import { SOCIAL_LINK_MESSAGES, SOCIAL_MESSAGES } from '@genetype/domain/contracts';
import { consentsSchema, emailSchema } from '@genetype/domain/validation';
import { object, string } from 'yup';
import type { ProvidersConfig } from '../../provider-config.js';
import { authOf } from '../../lib/auth-context.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { validateBody } from '../../lib/validate.js';
import { signupLimitedMessage } from '../../lib/wait-text.js';
import type { RateLimitConfig } from '../../config.js';
import type { SocialService } from './social-service.js';
import {
  connectSchema as connectRouteSchema,
  disconnectSchema as disconnectRouteSchema,
  googleCallbackSchema,
  googleLoginSchema as googleLoginRouteSchema,
  kakaoLinkSchema,
  kakaoLoginSchema,
  providersSchema,
  socialSignupSchema as socialSignupRouteSchema,
} from './social-schemas.js';
import { currentLanguage, t } from '../../i18n/i18n.js';

export interface SocialModuleOptions {
  social: SocialService;
  providers: ProvidersConfig;
  authenticate: preHandlerAsyncHookHandler;
  /** The apps' origins: the only places a provider may send the browser back to. */
  appOrigins: readonly string[];
  /** The password sign-up's limit, counted apart: a refusal says whether an e-mail is taken. */
  signupRateLimit: RateLimitConfig;
}

export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

const text = (message: string) => string().typeError(message).required(message);

const kakaoCodeSchema = object({
  code: text(SOCIAL_MESSAGES.kakaoFailed).max(2048, SOCIAL_MESSAGES.kakaoFailed),
  redirectUri: text(SOCIAL_MESSAGES.invalidRedirect),
});
const googleLoginSchema = object({
  id_token: text(SOCIAL_MESSAGES.googleFailed).max(8192, SOCIAL_MESSAGES.googleFailed),
  nonce: string().typeError(SOCIAL_MESSAGES.googleFailed).max(256, SOCIAL_MESSAGES.googleFailed),
});
const connectSchema = object({
  email: string().typeError(SOCIAL_MESSAGES.googleFailed).max(320, SOCIAL_MESSAGES.googleFailed),
  firebase_id: text(SOCIAL_MESSAGES.googleFailed).max(8192, SOCIAL_MESSAGES.googleFailed),
  socialLoginType: string()
    .typeError(SOCIAL_LINK_MESSAGES.invalidProvider)
    .required(SOCIAL_LINK_MESSAGES.invalidProvider)
    .oneOf(['google'], SOCIAL_LINK_MESSAGES.invalidProvider),
  nonce: string().typeError(SOCIAL_MESSAGES.googleFailed).max(256, SOCIAL_MESSAGES.googleFailed),
});
// `email` names the linked account on screen; the link itself is found by the signed-in member.
const disconnectSchema = object({
  email: string()
    .typeError(SOCIAL_LINK_MESSAGES.notLinked)
    .max(320, SOCIAL_LINK_MESSAGES.notLinked),
  socialLoginType: string()
    .typeError(SOCIAL_LINK_MESSAGES.invalidProvider)
    .required(SOCIAL_LINK_MESSAGES.invalidProvider)
    .oneOf(['kakao', 'google'] as const, SOCIAL_LINK_MESSAGES.invalidProvider),
});
const socialSignupSchema = object({
  signupToken: text(SOCIAL_MESSAGES.signupExpired).max(4096, SOCIAL_MESSAGES.signupExpired),
  email: emailSchema.notRequired().default(undefined),
  consents: consentsSchema.required(),
});

/**
 * The Google popup lands here (OIDC implicit flow, token in the fragment). The page hands the
 * fragment to the opener by postMessage, addressed to each app origin in turn: the browser only
 * delivers it to the one that actually opened the popup.
 */
function googleCallbackPage(origins: readonly string[]): string {
  const language = currentLanguage();
  const script = `(function(){var p=new URLSearchParams(location.hash.slice(1));var m={type:'genetype:google-auth',idToken:p.get('id_token'),state:p.get('state'),error:p.get('error')};history.replaceState(null,'',location.pathname);var o=${JSON.stringify(origins)};if(window.opener){for(var i=0;i<o.length;i++){try{window.opener.postMessage(m,o[i]);}catch(e){}}}setTimeout(function(){window.close();},50);})();`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${t('social:callbackPage.title')}</title></head><body><p>${t('social:callbackPage.body')}</p><script>${script}</script></body></html>`;
}

/** Kakao and Google sign-in, link and the first-sign-in account creation (spec §4). */
export async function socialModule(
  app: FastifyInstance,
  options: SocialModuleOptions,
): Promise<void> {
  const { social, providers, authenticate, appOrigins } = options;

  const redirectFor = (uri: string, path: '/kakao/login' | '/kakao/link'): string => {
    try {
      const url = new URL(uri);
      if (appOrigins.includes(url.origin) && url.pathname === path) return `${url.origin}${path}`;
    } catch {
      // refused below
    }
    throw badRequest(SOCIAL_MESSAGES.invalidRedirect);
  };

  app.get('/auth/providers', { schema: providersSchema }, async (): Promise<ProvidersResponse> => ({
    kakao: {
      clientId: providers.kakao.clientId,
      authorizeUrl: providers.kakao.authorizeUrl,
      logoutUrl: providers.kakao.logoutUrl,
    },
    google: {
      clientId: providers.google.clientId,
      authorizeUrl: providers.google.authorizeUrl,
      callbackUrl: `${providers.publicApiUrl}${GOOGLE_CALLBACK_PATH}`,
    },
    local:
      providers.kakao.mode === 'local' ||
      providers.google.mode === 'local' ||
      providers.identityCheck.mode === 'local',
  }));

  app.get(GOOGLE_CALLBACK_PATH, { schema: googleCallbackSchema }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(googleCallbackPage(appOrigins)),
  );

  app.post(
    '/user/kakaoLogin',
    { schema: kakaoLoginSchema },
    async (request): Promise<SocialLoginResponse> => {
      const body = await validateBody(kakaoCodeSchema, request.body);
      return social.kakaoLogin(body.code, redirectFor(body.redirectUri, '/kakao/login'));
    },
  );

  app.post(
    '/user/kakaoLink',
    { schema: kakaoLinkSchema, preHandler: authenticate },
    async (request): Promise<KakaoLinkResponse> => {
      const body = await validateBody(kakaoCodeSchema, request.body);
      const kakaoAccessToken = await social.kakaoLink(
        authOf(request).userId,
        body.code,
        redirectFor(body.redirectUri, '/kakao/link'),
      );
      return { message: SOCIAL_MESSAGES.kakaoLinked, kakaoAccessToken };
    },
  );

  app.post(
    '/user/googleLogin',
    { schema: googleLoginRouteSchema },
    async (request): Promise<SocialLoginResponse> => {
      const body = await validateBody(googleLoginSchema, request.body);
      return social.googleLogin(body.id_token, body.nonce);
    },
  );

  app.post(
    '/user/connect',
    { schema: connectRouteSchema, preHandler: authenticate },
    async (request) => {
      const body = await validateBody(connectSchema, request.body);
      await social.connectGoogle(authOf(request).userId, body.firebase_id, body.nonce ?? undefined);
      return { message: SOCIAL_LINK_MESSAGES.googleConnected };
    },
  );

  app.post(
    '/user/disconnect',
    { schema: disconnectRouteSchema, preHandler: authenticate },
    async (request) => {
      const body = await validateBody(disconnectSchema, request.body);
      await social.disconnect(authOf(request).userId, body.socialLoginType as 'kakao' | 'google');
      return { message: SOCIAL_LINK_MESSAGES.disconnected };
    },
  );

  app.post(
    '/user/socialSignup',
    {
      schema: socialSignupRouteSchema,
      config: {
        rateLimit: {
          max: options.signupRateLimit.max,
          timeWindow: options.signupRateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `social-signup:${request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, signupLimitedMessage(context.ttl)),
        },
      },
    },
    async (request, reply): Promise<SessionResponse> => {
      const body = await validateBody(socialSignupSchema, request.body);
      const session = await social.completeSignup({
        signupToken: body.signupToken,
        email: body.email ?? undefined,
        consents: body.consents,
      });
      return reply.status(201).send(session);
    },
  );
}
