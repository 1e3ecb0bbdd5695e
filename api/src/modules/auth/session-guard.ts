import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { REFRESH_PATH } from '@genetype/domain/contracts';
import { readAccessToken } from '../../lib/request-headers.js';
import type { SessionService } from './session-service.js';

export const REFRESH_COOKIE = 'genetype_refresh';

export interface RefreshCookieSettings {
  /** `Secure` (HTTPS only): on in production. */
  secure: boolean;
  /** The refresh path as browsers reach it (a proxy may serve the API under a prefix). */
  path: string;
  maxAgeMs: number;
}

export interface SessionGuard {
  /** Pre-handler for routes that need a member: sets `request.auth` or answers 401. */
  authenticate: preHandlerAsyncHookHandler;
  /** Decorates requests and moves issued refresh tokens into the cookie; call once on the root. */
  install(app: FastifyInstance): void;
  setRefreshCookie(reply: FastifyReply, refreshToken: string): void;
  clearRefreshCookie(reply: FastifyReply): void;
  readRefreshCookie(request: FastifyRequest): string | null;
}

/** The cookie path for an API reached at `publicApiUrl` (e.g. `https://genetype.kr/api`). */
export function refreshCookiePath(publicApiUrl: string): string {
  return `${new URL(publicApiUrl).pathname.replace(/\/+$/, '')}${REFRESH_PATH}`;
}

export function createSessionGuard(
  sessions: SessionService,
  cookie: RefreshCookieSettings,
): SessionGuard {
  // HttpOnly: no page script reads it. SameSite=Strict: only the site's own pages send it.
  // Scoped to the refresh path: no other request carries it.
  const options = {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
    path: cookie.path,
  } as const;

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    request.auth = sessions.authenticate(readAccessToken(request));
  };

  const setRefreshCookie = (reply: FastifyReply, refreshToken: string): void => {
    void reply.setCookie(REFRESH_COOKIE, refreshToken, {
      ...options,
      maxAge: Math.round(cookie.maxAgeMs / 1000),
    });
  };

  const clearRefreshCookie = (reply: FastifyReply): void => {
    void reply.clearCookie(REFRESH_COOKIE, options);
  };

  const install = (app: FastifyInstance): void => {
    app.decorateRequest('auth', null);
    // Login, sign-up and the social sign-ins answer with a session; its refresh token must never
    // reach page script, so it leaves the body here, for every such route, and goes in the cookie.
    // Callback style: every object response passes here, and an async hook costs a promise each.
    app.addHook('preSerialization', (_request, reply, payload, done) => {
      const tokens = (payload as { token?: { refreshToken?: unknown } } | null)?.token;
      if (typeof tokens?.refreshToken !== 'string') {
        done(null, payload);
        return;
      }
      setRefreshCookie(reply, tokens.refreshToken);
      const { refreshToken: _moved, ...publicTokens } = tokens;
      done(null, { ...(payload as object), token: publicTokens });
    });
  };

  const readRefreshCookie = (request: FastifyRequest): string | null => {
    const value = request.cookies[REFRESH_COOKIE];
    return typeof value === 'string' && value !== '' ? value : null;
  };

  return { authenticate, install, setRefreshCookie, clearRefreshCookie, readRefreshCookie };
}
