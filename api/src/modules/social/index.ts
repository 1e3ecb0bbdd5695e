import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {
  KakaoLinkResponse,
  ProvidersResponse,
  SessionResponse,
  SocialLoginResponse,
} from '@genetype/shared/contracts';
import { SOCIAL_LINK_MESSAGES, SOCIAL_MESSAGES } from '@genetype/shared/contracts';
import type { ProvidersConfig } from '../../provider-config.js';
import { authOf } from '../../lib/auth-context.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { signupLimitedMessage } from '../../lib/wait-text.js';
import type { RateLimitConfig } from '../../config.js';
import type { SocialService } from './social-service.js';
import {
  connectSchema,
  disconnectSchema,
  googleCallbackSchema,
  googleLoginSchema,
  kakaoLinkSchema,
  kakaoLoginSchema,
  providersSchema,
  socialSignupSchema,
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
export const socialModule: FastifyPluginAsyncTypebox<SocialModuleOptions> = async (
  app,
  options,
) => {
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
      const body = request.body;
      return social.kakaoLogin(body.code, redirectFor(body.redirectUri, '/kakao/login'));
    },
  );

  app.post(
    '/user/kakaoLink',
    { schema: kakaoLinkSchema, preHandler: authenticate },
    async (request): Promise<KakaoLinkResponse> => {
      const body = request.body;
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
    { schema: googleLoginSchema },
    async (request): Promise<SocialLoginResponse> =>
      social.googleLogin(request.body.id_token, request.body.nonce),
  );

  app.post(
    '/user/connect',
    { schema: connectSchema, preHandler: authenticate },
    async (request) => {
      const body = request.body;
      await social.connectGoogle(authOf(request).userId, body.firebase_id, body.nonce ?? undefined);
      return { message: SOCIAL_LINK_MESSAGES.googleConnected };
    },
  );

  app.post(
    '/user/disconnect',
    { schema: disconnectSchema, preHandler: authenticate },
    async (request) => {
      await social.disconnect(authOf(request).userId, request.body.socialLoginType);
      return { message: SOCIAL_LINK_MESSAGES.disconnected };
    },
  );

  app.post(
    '/user/socialSignup',
    {
      schema: socialSignupSchema,
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
      const body = request.body;
      const session = await social.completeSignup({
        signupToken: body.signupToken,
        email: body.email ?? undefined,
        consents: body.consents,
      });
      return reply.status(201).send(session);
    },
  );
};
