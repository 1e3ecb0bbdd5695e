import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginSchema, signupRequestSchema } from '@genetype/shared/validation';
import type { RateLimitConfig } from '../../config.js';
import { sha256 } from '../../lib/crypto.js';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import { TOKEN_HEADERS } from '@genetype/shared/contracts';
import { readAccessToken, readRefreshToken } from '../../lib/request-headers.js';
import { validateBody } from '../../lib/validate.js';
import type { AuthService } from './auth-service.js';
import type { SessionGuard } from './session-guard.js';
import type { SessionService } from './session-service.js';

export interface AuthModuleOptions {
  auth: AuthService;
  sessions: SessionService;
  guard: SessionGuard;
  loginRateLimit: RateLimitConfig;
  signupRateLimit: RateLimitConfig;
}

export const LOGOUT_MESSAGE = '로그아웃되었습니다.';

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

// Counted per address and identifier, so one member's typos do not lock out a shared network;
// the identifier is hashed so the rate-limit store never holds e-mail addresses.
function loginKey(request: FastifyRequest): string {
  const body = request.body as { login?: unknown } | undefined;
  const login = typeof body?.login === 'string' ? body.login.trim().toLowerCase() : '';
  return `login:${request.ip}:${sha256(login).slice(0, 24)}`;
}

/** Sign-up, login and logout under `/user`. */
export async function authModule(app: FastifyInstance, options: AuthModuleOptions): Promise<void> {
  const { auth, sessions, guard, loginRateLimit, signupRateLimit } = options;

  app.post(
    '/signup',
    {
      config: {
        rateLimit: {
          max: signupRateLimit.max,
          timeWindow: signupRateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `signup:${request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `가입 요청이 너무 많아요. ${waitText(context.ttl)} 뒤에 다시 시도해 주세요.`,
            ),
        },
      },
    },
    async (request, reply) => {
      const body = await validateBody(signupRequestSchema, request.body);
      const session = await auth.signup({
        userId: body.userId,
        email: body.email,
        password: body.password,
        consents: body.consents,
      });
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/login',
    {
      config: {
        rateLimit: {
          max: loginRateLimit.max,
          timeWindow: loginRateLimit.windowMs,
          // After body parsing, so the key can include the identifier.
          hook: 'preHandler',
          keyGenerator: loginKey,
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `로그인 시도가 너무 많아요. ${waitText(context.ttl)} 뒤에 다시 시도해 주세요.`,
            ),
        },
      },
    },
    async (request) => {
      const body = await validateBody(loginSchema, request.body);
      return auth.login({ login: body.login, password: body.password });
    },
  );

  // POST /user/refresh (REFRESH_PATH): the only route that reads the refresh token (the cookie is
  // scoped to it). Every use rotates
  // it; the new access token comes back in spec §4's header. A browser that still keeps a refresh
  // token in localStorage sends it once in `x-refresh-token` and moves to the cookie.
  app.post('/refresh', async (request, reply) => {
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
  app.post('/logout', async (request, reply) => {
    await auth.logout(readAccessToken(request), readRefreshToken(request));
    guard.clearRefreshCookie(reply);
    return { message: LOGOUT_MESSAGE };
  });
}
