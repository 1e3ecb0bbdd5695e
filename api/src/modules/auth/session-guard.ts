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
    // Every response passes here and almost none has a rotation due: that case answers at once,
    // without the promise an async hook costs.
    app.addHook('onSend', (request, reply, payload, done) => {
      const due = rotationsDue.get(request);
      if (!due || reply.statusCode >= 400) {
        done(null, payload);
        return;
      }
      sessions
        .rotate(due)
        .then(
          (rotated) => {
            if (rotated) reply.header(TOKEN_HEADERS.refreshToken, rotated);
          },
          (error: unknown) => {
            request.log.warn(
              { err: error },
              'refresh token rotation failed; keeping the current token',
            );
          },
        )
        .then(() => done(null, payload));
    });
  };

  return { authenticate, install };
}
