import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../../config/index.js';
import { addressKey, identifierKey } from '../../lib/rate-limit-keys.js';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import { TOKEN_HEADERS } from '@genetype/domain/contracts';
import { readAccessToken, readRefreshToken } from '../../lib/request-headers.js';
import { t } from '../../i18n/i18n.js';
import { signupLimitedMessage, waitText } from '../../lib/wait-text.js';
import ko from './messages.ko.js';
import { AuthService } from './auth-service.js';
import { DeviceCookies, loginCookiePath } from './device-cookie.js';
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
  /** A browser that signed in to the account before (its device cookie), instead of the three. */
  perDevice: RateLimitConfig;
}

export const LOGOUT_MESSAGE = ko.loggedOut;

/** The login limit's answer, in the request's language. */
export const loginLimitedMessage = (ttlMs: number): string =>
  t('auth:loginLimited', { wait: waitText(ttlMs) });

/** What a login attempt is counted under, worked out once before the limits run. */
interface LoginAttempt {
  /** The account the identifier names (`member:<id>`), else the identifier itself, normalized. */
  account: string;
  /** The nonce of a valid device cookie naming that very account; null for every other client. */
  device: string | null;
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
    perDevice: config.loginDeviceRateLimit,
  };
  const { signupRateLimit } = config;
  const devices = new DeviceCookies({
    secret: config.jwtSecret,
    secure: config.nodeEnv === 'production',
    path: loginCookiePath(config.providers.publicApiUrl),
    now: app.clock,
  });

  // The account, not the text typed: its e-mail and its user ID, in any letter case or with
  // spaces around, are one account and share one count. Read before the form rules run (the
  // limits count malformed attempts too): any JSON may be in the body.
  const attempts = new WeakMap<FastifyRequest, LoginAttempt>();
  const loginAttempt = async (request: FastifyRequest): Promise<LoginAttempt> => {
    const body: unknown = request.body;
    const login =
      typeof body === 'object' && body !== null && 'login' in body && typeof body.login === 'string'
        ? body.login.normalize('NFKC').trim()
        : '';
    const account = login === '' ? undefined : await auth.findAccount(login);
    if (!account) return { account: `login:${identifierKey(login)}`, device: null };
    const cookie = devices.read(request);
    return {
      account: `member:${account.id}`,
      device: cookie !== null && cookie.accountId === account.id ? cookie.nonce : null,
    };
  };
  const attemptOf = (request: FastifyRequest): LoginAttempt => attempts.get(request)!;
  const limiter = (limit: RateLimitConfig, keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator });

  // An untrusted client: three counts per attempt; any one over its limit refuses it.
  const untrusted = [
    limiter(
      loginRateLimits.perAddressAndIdentifier,
      (r) => `login:${addressKey(r.ip)}:${attemptOf(r).account}`,
    ),
    limiter(loginRateLimits.perAddress, (r) => `login-address:${addressKey(r.ip)}`),
    limiter(loginRateLimits.perAccount, (r) => `login-account:${attemptOf(r).account}`),
  ];
  // A browser the account signed in from before: only its own count, so the account's lockout
  // (strangers guessing elsewhere) does not reach the owner.
  const trusted = [
    limiter(loginRateLimits.perDevice, (r) => `login-device:${attemptOf(r).device}`),
  ];

  const exceededOf = async (limiters: typeof untrusted, request: FastifyRequest) =>
    (await Promise.all(limiters.map((limit) => limit(request)))).filter(
      (result) => !result.isAllowed && result.isExceeded,
    );

  // After body parsing, so the keys can name the account. The longest wait among those exceeded.
  const limitLogin = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const attempt = await loginAttempt(request);
    attempts.set(request, attempt);
    // A trusted browser within its count goes on; one that spent it is an untrusted client
    // from then on (OWASP: a device cookie in lockout authenticates as untrusted).
    if (attempt.device !== null && (await exceededOf(trusted, request)).length === 0) return;
    const exceeded = await exceededOf(untrusted, request);
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
          keyGenerator: (request: FastifyRequest) => `signup:${addressKey(request.ip)}`,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, signupLimitedMessage(context.ttl)),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { accountId, session } = await auth.signup({
        userId: body.userId,
        email: body.email,
        password: body.password,
        consents: body.consents,
      });
      // The browser that made the account is trusted for it, as after a login.
      devices.set(reply, accountId);
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/login',
    { schema: loginRouteSchema, preHandler: limitLogin },
    async (request, reply) => {
      const { accountId, session } = await auth.login({
        login: request.body.login,
        password: request.body.password,
      });
      // This browser is now trusted for this account: a new cookie (a new nonce, a new count).
      devices.set(reply, accountId);
      return session;
    },
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
