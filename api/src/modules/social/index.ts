import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type {
  KakaoLinkResponse,
  ProvidersResponse,
  SessionResponse,
  SocialLoginResponse,
} from '@genetype/domain/contracts';
import { SOCIAL_LINK_MESSAGES, SOCIAL_MESSAGES } from '@genetype/domain/contracts';
import { authOf } from '../../lib/auth-context.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { signupLimitedMessage } from '../../lib/wait-text.js';
import { addressKey } from '../../lib/rate-limit-keys.js';
import { SocialService } from './social-service.js';
import { GoogleVerifier } from './google-verifier.js';
import { KakaoClient } from './kakao-client.js';
import { SignupTokens } from './signup-token.js';
import { SocialIdentityRepository } from './social-identity-repository.js';
import type { JSONWebKeySet } from 'jose';
import { ConfigError } from '../../config/index.js';
import type { Config } from '../../config/index.js';
import { localProviders } from '../../config/index.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public keys of the local Google stand-in, when this process serves it (development and
     * tests): its ID tokens are then checked without an HTTP round trip to ourselves.
     */
    localGoogleJwks?: JSONWebKeySet;
  }
}

/** Throws a ConfigError when production would fall back to a local stand-in. */
export function assertProvidersAllowed(config: Config): void {
  const missing = localProviders(config.providers);
  if (config.nodeEnv === 'production' && missing.length > 0)
    throw new ConfigError(
      missing.map(
        (name) =>
          `${name.split(' ')[0]}: required when NODE_ENV=production (the local identity provider for ${name.replace(/^\S+ \((.*)\)$/, '$1')} is for development and tests only)`,
      ),
    );
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
export const socialModule: FastifyPluginAsyncTypebox = async (app) => {
  const { config, clock, authenticate } = app;
  assertProvidersAllowed(config);
  const { providers } = config;
  // The apps' origins: the only places a provider may send the browser back to.
  const appOrigins = config.corsOrigins;
  const social = new SocialService(
    app.users,
    new SocialIdentityRepository(app.db),
    app.sessions,
    new KakaoClient(providers.kakao),
    new GoogleVerifier(providers.google, app.localGoogleJwks ?? null, clock),
    new SignupTokens(config.jwtSecret, clock),
    clock,
  );

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
          max: config.signupRateLimit.max,
          timeWindow: config.signupRateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `social-signup:${addressKey(request.ip)}`,
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

export default socialModule;
