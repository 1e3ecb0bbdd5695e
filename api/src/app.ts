import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { TOKEN_HEADERS } from '@genetype/domain/contracts';
import {
  API_CSP_DIRECTIVES,
  apiPageCsp,
  commonHeaders,
  PERMISSIONS_POLICY,
} from '@genetype/tooling/build/security-headers.cjs';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import { clientErrorMessage, installErrorHandling } from './lib/error-handler.js';
import { installLanguage, requestLanguage } from './i18n/index.js';
import { AJV_OPTIONS, schemaErrorFormatter } from './lib/schema.js';
import {
  REDACTED_PATHS,
  REQUEST_ID_HEADER,
  logSerializers,
  requestIdOf,
} from './lib/request-log.js';
import { metricsModule } from './modules/metrics/index.js';
import { installSchemaSupport } from './lib/schema-support.js';
import { RedisHealth, fallbackStore } from './lib/rate-limit-store.js';
import { accountSettingsModule } from './modules/account-settings/index.js';
import { AccountSettingsRepository } from './modules/account-settings/account-settings-repository.js';
import { AccountSettingsService } from './modules/account-settings/account-settings-service.js';
import { authModule } from './modules/auth/index.js';
import { AuthService } from './modules/auth/auth-service.js';
import { PasswordHasher } from './modules/auth/password-hasher.js';
import { RefreshTokenRepository } from './modules/auth/refresh-token-repository.js';
import { createSessionGuard, refreshCookiePath } from './modules/auth/session-guard.js';
import { REVOCATION_POLL_MS, SessionRevocations } from './modules/auth/session-revocations.js';
import { SessionService } from './modules/auth/session-service.js';
import { healthModule } from './modules/health/index.js';
import { Mailer, outboxRoutes } from './modules/mail/index.js';
import { recoveryModule } from './modules/recovery/index.js';
import { RecoveryService } from './modules/recovery/recovery-service.js';
import { ResetTokenRepository } from './modules/recovery/reset-token-repository.js';
import { ConsentRepository } from './modules/users/consent-repository.js';
import { registerProviders } from './modules/social/register-providers.js';
import { SocialIdentityRepository } from './modules/social/social-identity-repository.js';
import { QuestionRepository } from './modules/questions/question-repository.js';
import { QuestionnaireService } from './modules/questions/questionnaire-service.js';
import { questionsModule } from './modules/questions/index.js';
import { ResultRepository } from './modules/results/result-repository.js';
import { ResultsService } from './modules/results/results-service.js';
import { resultsModule } from './modules/results/index.js';
import { contentSearchIndex, searchModule } from './modules/search/index.js';
import { telemetryModule } from './modules/telemetry/index.js';
import { TelemetryRepository } from './modules/telemetry/telemetry-repository.js';
import { UserRepository } from './modules/users/user-repository.js';
import { UserService } from './modules/users/user-service.js';
import { usersModule } from './modules/users/index.js';
import { withdrawalModule } from './modules/withdrawal/index.js';
import { WithdrawalService } from './modules/withdrawal/withdrawal-service.js';
import { WithdrawalPurger, schedulePurge } from './modules/withdrawal/withdrawal-purger.js';
import { WithdrawalRepository } from './modules/withdrawal/withdrawal-repository.js';
import { reviewsModule } from './modules/reviews/index.js';
import { ReviewRepository } from './modules/reviews/review-repository.js';
import { ReviewsService } from './modules/reviews/reviews-service.js';
import { profilesModule } from './modules/profiles/index.js';
import { ProfileRepository } from './modules/profiles/profile-repository.js';
import { ProfileService } from './modules/profiles/profile-service.js';
import { ShareTokens } from './modules/profiles/share-token.js';
import { PROFILE_LINK_DAYS } from '@genetype/domain/contracts';

export interface AppDependencies {
  /** An already migrated database; when omitted the app opens (and migrates, and closes) its own. */
  db?: Db;
  clock?: Clock;
  /** How often this instance reads sessions revoked elsewhere (tests shorten it). */
  revocationPollMs?: number;
  /** Where the log lines go instead of stdout (the log-privacy test reads them). */
  logStream?: DestinationStream;
  /**
   * The least time every forgot-password answer takes (FORGOT_PASSWORD_MINIMUM_MS, so it does not
   * tell whether a mail was sent); the test app sets 0 where it is not what is measured.
   */
  forgotPasswordMinimumMs?: number;
}

/** The API's version in the OpenAPI document (api/package.json). */
const API_VERSION = '0.1.0';
// Redis answers a rate-limit count in about a millisecond; past this, count in memory instead.
const REDIS_COMMAND_TIMEOUT_MS = 100;

// Requests are small JSON documents; anything bigger is a mistake or an attack.
const BODY_LIMIT = 256 * 1024;

function loggerOptions(
  config: Config,
  stream: DestinationStream | undefined,
): FastifyServerOptions['logger'] {
  // No personal data in the logs (lib/request-log.ts): URLs without their tokens, errors scrubbed,
  // and the usual carriers of secrets redacted wherever a log call passes them.
  const options = {
    level: config.logLevel,
    serializers: logSerializers,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
  if (stream) return options;
  // pino-pretty is a dev dependency: only a developer's terminal gets it.
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    return {
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return options;
}

/** The composition root: plugins, shared services, then one encapsulated plugin per area. */
export async function buildApp(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const clock = dependencies.clock ?? systemClock;
  const ownsDb = dependencies.db === undefined;
  const db = dependencies.db ?? createDatabase(config.database);
  if (ownsDb) {
    try {
      await migrateToLatest(db, config.database);
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }

  const app = Fastify({
    logger: loggerOptions(config, dependencies.logStream),
    // The proxy's X-Request-Id when sane (else a new one) names every log line of the request and
    // goes back in the answer, so a member's report, nginx's log and ours meet on one id.
    genReqId: requestIdOf,
    // Only the configured proxies' X-Forwarded-For is believed: their addresses, or a hop count
    // (Fastify reads a bare number as "trust none", so the count is passed as proxy-addr's function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Every route declares its schemas (lib/schema.ts): refused input is a 400 in the request's
    // language (Korean by default).
    ajv: AJV_OPTIONS,
    schemaErrorFormatter,
    frameworkErrors: (error, request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .send({ message: clientErrorMessage(error, requestLanguage(request)) });
    },
  });

  // Rate-limit counters only: never queue a command while disconnected, never wait long for one,
  // keep reconnecting in the background (the store counts in memory meanwhile).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      })
    : null;
  const redisHealth = redis ? new RedisHealth(redis) : null;
  if (redis) {
    // ioredis retries on its own; say once that limits are per instance meanwhile, not per retry.
    let reported = false;
    redis.on('error', (error: Error) => {
      if (!reported)
        app.log.warn(
          { err: error },
          "Redis unreachable: rate limits are counted in this instance's memory until it is back",
        );
      reported = true;
    });
    redis.on('ready', () => {
      if (reported) app.log.info('Redis is back: rate limits are shared again');
      reported = false;
    });
  }
  app.addHook('onClose', async () => {
    // quit() would wait for a Redis that is down; disconnect() also stops the reconnect loop.
    if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis?.disconnect();
    if (ownsDb) await db.destroy();
  });

  installErrorHandling(app);
  installLanguage(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Before every route, so its request hook sees them all. Production serves it only with a token.
  if (config.metricsToken !== null || config.nodeEnv !== 'production')
    await app.register(metricsModule, { db, token: config.metricsToken });

  // An empty body under a JSON content type (a bodiless POST such as logout) is no body, not an error.
  // The API speaks JSON only: anything else is a 415, not a string handed to a handler.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Security headers (issue 14), from the site's one policy (shared/build/security-headers.cjs):
  // JSON answers may run, load and frame nothing. HTML pages the API renders itself (the Google
  // callback, the local provider stand-ins, the dev outbox) get a CSP allowing exactly their own
  // inline code, and forms that go back to the site. No Cross-Origin-Opener-Policy: the popups
  // hand their answer to their opener.
  const production = config.nodeEnv === 'production';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({ ...commonHeaders({ production }), 'Permissions-Policy': PERMISSIONS_POLICY });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload === 'string' && /^text\/html/.test(String(reply.getHeader('content-type'))))
      reply.header(
        'Content-Security-Policy',
        apiPageCsp(payload, { formActionOrigins: config.corsOrigins }),
      );
    return payload;
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', TOKEN_HEADERS.refreshToken],
    exposedHeaders: [
      TOKEN_HEADERS.remappedAuthorization,
      TOKEN_HEADERS.refreshToken,
      REQUEST_ID_HEADER,
    ],
    maxAge: 600,
    // The refresh cookie: set by login and the refresh path, sent only on credentialed calls.
    credentials: true,
  });
  await app.register(cookie);
  await app.register(jwt, {
    secret: config.jwtSecret,
    // A numeric expiresIn is read in seconds here (jsonwebtoken's convention).
    sign: {
      algorithm: 'HS256',
      expiresIn: Math.max(1, Math.round(config.accessTokenTtlMs / 1000)),
    },
    // Every member-only request verifies its access token; a verified token is remembered (keyed by
    // its SHA-256, up to its own expiry) so a repeat costs a hash, not a decode and an HMAC.
    verify: { algorithms: ['HS256'], cache: 2000 },
  });
  await app.register(rateLimit, {
    global: false,
    // Redis shares the counts across API instances; while it is down they live in memory.
    store: fallbackStore(redisHealth, 'genetype:rate-limit:'),
  });

  const users = new UserRepository(db);
  const refreshTokens = new RefreshTokenRepository(db);
  // Access tokens of ended sessions, checked in memory on every request: read once the app is
  // ready (before it serves), then polled.
  const revocations = new SessionRevocations(refreshTokens, clock, config.accessTokenTtlMs);
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
  const sessions = new SessionService(app.jwt, refreshTokens, revocations, clock, config);
  const guard = createSessionGuard(sessions, {
    secure: config.nodeEnv === 'production',
    path: refreshCookiePath(config.providers.publicApiUrl),
    maxAgeMs: config.refreshTokenTtlMs,
  });
  const resultRepository = new ResultRepository(db);
  const results = new ResultsService(resultRepository, clock);
  guard.install(app);
  // After the guard: the response check must see answers as the guard leaves them (the refresh
  // token moved from the body to its cookie), and before every route, which swagger collects.
  await installSchemaSupport(app, {
    docsUi: config.nodeEnv !== 'production',
    checkResponses: config.nodeEnv === 'test',
    version: API_VERSION,
  });
  const passwords = new PasswordHasher(config.passwordHashCost);

  await app.register(healthModule, { db, redis: redisHealth });
  // Kakao, Google and the identity check; refuses local stand-ins in production.
  await registerProviders(app, {
    config,
    db,
    users,
    sessions,
    clock,
    authenticate: guard.authenticate,
  });
  await app.register(authModule, {
    prefix: '/user',
    auth: new AuthService(users, new ConsentRepository(db), passwords, sessions, clock),
    loginRateLimits: {
      perAddressAndIdentifier: config.loginRateLimit,
      perAddress: config.loginAddressRateLimit,
      perAccount: config.loginAccountRateLimit,
    },
    sessions,
    guard,
    signupRateLimit: config.signupRateLimit,
  });
  // Password reset by e-mail (SMTP, or the file outbox listed at /dev/outbox outside production).
  const mailer = Mailer.create(config.mail);
  app.addHook('onClose', async () => mailer.close());
  await app.register(recoveryModule, {
    prefix: '/user',
    recovery: new RecoveryService(
      users,
      new ResetTokenRepository(db),
      passwords,
      mailer,
      clock,
      config.recovery,
      app.log,
      revocations,
    ),
    forgotPasswordRateLimit: config.forgotPasswordRateLimit,
    minimumResponseMs: dependencies.forgotPasswordMinimumMs,
  });
  if (mailer.outbox && config.nodeEnv !== 'production') {
    await app.register(outboxRoutes, { outbox: mailer.outbox });
  }
  await app.register(usersModule, {
    prefix: '/user',
    users: new UserService(users, clock, results, new SocialIdentityRepository(db)),
    authenticate: guard.authenticate,
  });
  // Settings panel: nickname, password, e-mail change (codes mailed like the reset links).
  await app.register(accountSettingsModule, {
    prefix: '/user',
    settings: new AccountSettingsService(
      new AccountSettingsRepository(db),
      passwords,
      mailer,
      clock,
      config.jwtSecret,
      revocations,
    ),
    authenticate: guard.authenticate,
  });
  await app.register(questionsModule, {
    prefix: '/questions',
    questionnaire: new QuestionnaireService(new QuestionRepository(db), resultRepository, clock),
    results,
    authenticate: guard.authenticate,
  });
  await app.register(resultsModule, {
    prefix: '/results',
    results,
    authenticate: guard.authenticate,
  });
  // Withdrawal request/cancel, and the purge that completes it 14 days later (issue #4).
  await app.register(withdrawalModule, {
    prefix: '/user',
    withdrawal: new WithdrawalService(new WithdrawalRepository(db), clock),
    authenticate: guard.authenticate,
  });
  if (config.withdrawalPurgeIntervalMs !== null) {
    const schedule = schedulePurge(
      new WithdrawalPurger(new WithdrawalRepository(db), clock, { revocations }),
      config.withdrawalPurgeIntervalMs,
      app.log,
    );
    app.addHook('onClose', async () => schedule.stop());
  }
  await app.register(reviewsModule, {
    prefix: '/reviews',
    reviews: new ReviewsService(new ReviewRepository(db), clock),
    authenticate: guard.authenticate,
  });
  await app.register(profilesModule, {
    profiles: new ProfileService(
      new ProfileRepository(db),
      new ShareTokens(config.jwtSecret, clock, PROFILE_LINK_DAYS * 86_400_000),
      clock,
      config.recovery.appUrl,
    ),
    authenticate: guard.authenticate,
  });
  // The Korean index is built before the first request; the English one on the first English
  // search (server.ts warms it once listening), so a test app does not pay for it unused.
  contentSearchIndex('ko');
  await app.register(searchModule, { prefix: '/main', indexOf: contentSearchIndex });
  // Which module versions members run, and which chosen versions failed (rollouts, issue #8).
  await app.register(telemetryModule, {
    prefix: '/telemetry',
    telemetry: new TelemetryRepository(db),
    clock,
  });

  return app;
}
