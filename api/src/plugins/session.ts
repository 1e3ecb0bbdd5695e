// Sessions: access tokens (@fastify/jwt), refresh tokens, revoked sessions, and the guard member
// routes put in front of themselves (`app.authenticate`).
import jwt from '@fastify/jwt';
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppOptions } from '../lib/app-options.js';
import { RefreshTokenRepository } from '../modules/auth/refresh-token-repository.js';
import type { SessionGuard } from '../modules/auth/session-guard.js';
import { createSessionGuard, refreshCookiePath } from '../modules/auth/session-guard.js';
import { REVOCATION_POLL_MS, SessionRevocations } from '../modules/auth/session-revocations.js';
import { SessionService } from '../modules/auth/session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    revocations: SessionRevocations;
    sessions: SessionService;
    guard: SessionGuard;
    /** The preHandler of every member-only route. */
    authenticate: preHandlerAsyncHookHandler;
  }
}

export default fp<AppOptions>(
  async (app, { config, dependencies }) => {
    await app.register(jwt, {
      secret: config.jwtSecret,
      // A numeric expiresIn is read in seconds here (jsonwebtoken's convention).
      sign: {
        algorithm: 'HS256',
        expiresIn: Math.max(1, Math.round(config.accessTokenTtlMs / 1000)),
      },
      // Every member-only request verifies its access token; a verified token is remembered (keyed
      // by its SHA-256, up to its own expiry) so a repeat costs a hash, not a decode and an HMAC.
      verify: { algorithms: ['HS256'], cache: 2000 },
    });

    const refreshTokens = new RefreshTokenRepository(app.db);
    // Access tokens of ended sessions, checked in memory on every request: read once the app is
    // ready (before it serves), then polled.
    const revocations = new SessionRevocations(refreshTokens, app.clock, config.accessTokenTtlMs);
    let revocationPoll: { stop(): Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      // A database that is down now fails every call anyway (and /health says so); the poll that
      // follows fills the list once it is back.
      await revocations
        .poll()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not read revoked sessions at start; polling'),
        );
      revocationPoll = revocations.start(
        dependencies.revocationPollMs ?? REVOCATION_POLL_MS,
        app.log,
      );
    });
    app.addHook('onClose', async () => revocationPoll?.stop());

    const sessions = new SessionService(app.jwt, refreshTokens, revocations, app.clock, config);
    const guard = createSessionGuard(sessions, {
      secure: config.nodeEnv === 'production',
      path: refreshCookiePath(config.providers.publicApiUrl),
      maxAgeMs: config.refreshTokenTtlMs,
    });
    guard.install(app);
    app.decorate('revocations', revocations);
    app.decorate('sessions', sessions);
    app.decorate('guard', guard);
    app.decorate('authenticate', guard.authenticate);
  },
  { name: 'session', dependencies: ['database', 'rate-limit'] },
);
