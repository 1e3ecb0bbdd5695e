import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TOKEN_HEADERS } from '@genetype/shared/contracts';
import type { RefreshTokenRow } from '../../db/schema.js';
import { readAccessToken, readRefreshToken } from '../../lib/request-headers.js';
import type { SessionService } from './session-service.js';

export interface SessionGuard {
  /** Pre-handler for routes that need a member: sets `request.auth` or answers 401. */
  authenticate: preHandlerAsyncHookHandler;
  /** Adds the response hook that hands out rotated refresh tokens; call once on the root instance. */
  install(app: FastifyInstance): void;
}

export function createSessionGuard(sessions: SessionService): SessionGuard {
  const rotationsDue = new WeakMap<FastifyRequest, RefreshTokenRow>();

  const authenticate: preHandlerAsyncHookHandler = async (request, reply) => {
    const session = await sessions.resolve(readAccessToken(request), readRefreshToken(request));
    request.auth = { userId: session.userId };
    if (session.renewedAccessToken) {
      reply.header(TOKEN_HEADERS.remappedAuthorization, `Bearer ${session.renewedAccessToken}`);
    }
    if (session.rotationDue) rotationsDue.set(request, session.rotationDue);
  };

  const install = (app: FastifyInstance): void => {
    app.decorateRequest('auth', null);
    // Rotation waits for the outcome: a client may ignore the headers of a failed response, and
    // if it kept the superseded token it would trip reuse detection and lose its session.
    app.addHook('onSend', async (request, reply, payload) => {
      const due = rotationsDue.get(request);
      if (!due || reply.statusCode >= 400) return payload;
      try {
        const rotated = await sessions.rotate(due);
        if (rotated) reply.header(TOKEN_HEADERS.refreshToken, rotated);
      } catch (error) {
        request.log.warn(
          { err: error },
          'refresh token rotation failed; keeping the current token',
        );
      }
      return payload;
    });
  };

  return { authenticate, install };
}
