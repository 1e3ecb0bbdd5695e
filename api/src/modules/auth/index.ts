import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../../config.js';
import { sha256 } from '../../lib/crypto.js';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import { TOKEN_HEADERS } from '@genetype/domain/contracts';
import { readAccessToken, readRefreshToken } from '../../lib/request-headers.js';
import { t } from '../../i18n/i18n.js';
import { signupLimitedMessage, waitText } from '../../lib/wait-text.js';
import ko from './messages.ko.js';
import { AuthService } from './auth-service.js';
import { ConsentRepository } from '../users/consent-repository.js';
import {
  loginSchema as loginRouteSchema,
  logoutSchema,
  refreshSchema,
  signupSchema,
} from './auth-schemas.js';

export interface LoginRateLimits {
  /** One member's typos on a shared network. */
  perAddressAndIdentifier: RateLimitConfig;
  /** One password tried on many accounts from one address. */
  perAddress: RateLimitConfig;
  /** One account guessed from many addresses. */
  perAccount: RateLimitConfig;
}

export const LOGOUT_MESSAGE = ko.loggedOut;

/** The login limit's answer, in the request's language. */
export const loginLimitedMessage = (ttlMs: number): string =>
  t('auth:loginLimited', { wait: waitText(ttlMs) });

/**
 * The client's address as a rate-limit key. IPv6 clients usually hold a whole /64, so they are
 * counted by that prefix; otherwise a new address per attempt would escape every limit.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

// The identifier is hashed so the rate-limit store never holds e-mail addresses; e-mail and user
// ID are case-insensitive here, as the account lookup is.
function identifierKey(request: FastifyRequest): string {
  // Read before the form rules run (the limits count malformed attempts too): any JSON may be here.
  const body: unknown = request.body;
  const login =
    typeof body === 'object' && body !== null && 'login' in body && typeof body.login === 'string'
      ? body.login.trim().toLowerCase()
      : '';
  return sha256(login).slice(0, 24);
}

/** Sign-up, login and logout under `/user`. */
export const authModule: FastifyPluginAsyncTypebox = async (app) => {
  const { config, sessions, guard } = app;
  const auth = new AuthService(
    app.users,
    new ConsentRepository(app.db),
    app.passwords,
    sessions,
    app.clock,
  );
  const loginRateLimits: LoginRateLimits = {
    perAddressAndIdentifier: config.loginRateLimit,
    perAddress: config.loginAddressRateLimit,
    perAccount: config.loginAccountRateLimit,
  };
  const { signupRateLimit } = config;

  // Three counts per attempt; any one over its limit refuses it, with the longest wait among them.
  const limiters = (
    [
      [
        loginRateLimits.perAddressAndIdentifier,
        (r) => `login:${addressKey(r.ip)}:${identifierKey(r)}`,
      ],
      [loginRateLimits.perAddress, (r) => `login-address:${addressKey(r.ip)}`],
      [loginRateLimits.perAccount, (r) => `login-account:${identifierKey(r)}`],
    ] as [RateLimitConfig, (request: FastifyRequest) => string][]
  ).map(([limit, keyGenerator]) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator }),
  );
  // After body parsing, so the keys can include the identifier.
  const limitLogin = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const results = await Promise.all(limiters.map((limiter) => limiter(request)));
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (exceeded.length === 0) return;
    const ttl = Math.max(...exceeded.map((result) => (result.isAllowed ? 0 : result.ttl)));
    void reply.header('retry-after', Math.max(1, Math.ceil(ttl / 1000)));
    throw new HttpError(429, loginLimitedMessage(ttl));
  };

  app.post(
    '/signup',
    {
      schema: signupSchema,
      config: {
        rateLimit: {
          max: signupRateLimit.max,
          timeWindow: signupRateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `signup:${request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, signupLimitedMessage(context.ttl)),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const session = await auth.signup({
        userId: body.userId,
        email: body.email,
        password: body.password,
        consents: body.consents,
      });
      return reply.status(201).send(session);
    },
  );

  app.post('/login', { schema: loginRouteSchema, preHandler: limitLogin }, async (request) =>
    auth.login({ login: request.body.login, password: request.body.password }),
  );

  // POST /user/refresh (REFRESH_PATH): the only route that reads the refresh token (the cookie is
  // scoped to it). Every use rotates
  // it; the new access token comes back in spec §4's header. A browser that still keeps a refresh
  // token in localStorage sends it once in `x-refresh-token` and moves to the cookie.
  app.post('/refresh', { schema: refreshSchema }, async (request, reply) => {
    const refreshToken = guard.readRefreshCookie(request) ?? readRefreshToken(request);
    try {
      if (refreshToken === null) throw unauthorized();
      const session = await sessions.refresh(refreshToken);
      if (session.refreshToken) guard.setRefreshCookie(reply, session.refreshToken);
      void reply.header(TOKEN_HEADERS.remappedAuthorization, `Bearer ${session.accessToken}`);
      return await reply.status(204).send();
    } catch (error) {
      // A dead refresh token is of no use to the browser: drop the cookie with the 401.
      guard.clearRefreshCookie(reply);
      throw error;
    }
  });

  // Works without a valid access token: signing out of an expired session must still succeed
  // (and must not send the member to the "session expired" flow). The access token names the
  // session; a pre-cookie client may still send its refresh token in `x-refresh-token`.
  app.post('/logout', { schema: logoutSchema }, async (request, reply) => {
    await auth.logout(readAccessToken(request), readRefreshToken(request));
    guard.clearRefreshCookie(reply);
    return { message: t('auth:loggedOut') };
  });
};

export default authModule;
export const autoPrefix = '/user';
