import cors from '@fastify/cors';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { TOKEN_HEADERS } from '@genetype/shared/contracts';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import { clientErrorMessage, installErrorHandling } from './lib/error-handler.js';
import { accountSettingsModule } from './modules/account-settings/index.js';
import { AccountSettingsRepository } from './modules/account-settings/account-settings-repository.js';
import { AccountSettingsService } from './modules/account-settings/account-settings-service.js';
import { authModule } from './modules/auth/index.js';
import { AuthService } from './modules/auth/auth-service.js';
import { PasswordHasher } from './modules/auth/password-hasher.js';
import { RefreshTokenRepository } from './modules/auth/refresh-token-repository.js';
import { createSessionGuard } from './modules/auth/session-guard.js';
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
import { PROFILE_LINK_DAYS } from '@genetype/shared/contracts';

export interface AppDependencies {
  /** An already migrated database; when omitted the app opens (and migrates, and closes) its own. */
  db?: Db;
  clock?: Clock;
}

// Requests are small JSON documents; anything bigger is a mistake or an attack.
const BODY_LIMIT = 256 * 1024;

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const options = {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', `req.headers["${TOKEN_HEADERS.refreshToken}"]`],
      censor: '[redacted]',
    },
  };
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
    logger: loggerOptions(config),
    // A hop count trusts that many proxies in front of the API (proxy-addr's numeric form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: clientErrorMessage(error) });
    },
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    // ioredis retries on its own; say once that limits are not enforced meanwhile, not per retry.
    let reported = false;
    redis.on('error', (error: Error) => {
      if (!reported)
        app.log.warn(
          { err: error },
          'Redis unreachable: login and sign-up limits are not enforced until it is back',
        );
      reported = true;
    });
    redis.on('ready', () => {
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

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', TOKEN_HEADERS.refreshToken],
    exposedHeaders: [TOKEN_HEADERS.remappedAuthorization, TOKEN_HEADERS.refreshToken],
    maxAge: 600,
  });
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
    // With Redis the limit holds across API instances; if Redis is down, logins stay possible.
    ...(redis ? { redis, nameSpace: 'genetype:rate-limit:', skipOnError: true } : {}),
  });

  const users = new UserRepository(db);
  const sessions = new SessionService(app.jwt, new RefreshTokenRepository(db), clock, config);
  const guard = createSessionGuard(sessions);
  const resultRepository = new ResultRepository(db);
  const results = new ResultsService(resultRepository, clock);
  guard.install(app);
  const passwords = new PasswordHasher();

  await app.register(healthModule, { db });
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
    loginRateLimit: config.loginRateLimit,
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
    ),
    forgotPasswordRateLimit: config.forgotPasswordRateLimit,
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
      new WithdrawalPurger(new WithdrawalRepository(db), clock),
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
  await app.register(searchModule, { prefix: '/main', index: contentSearchIndex() });
  // Which module versions members run, and which chosen versions failed (rollouts, issue #8).
  await app.register(telemetryModule, {
    prefix: '/telemetry',
    telemetry: new TelemetryRepository(db),
    clock,
  });

  return app;
}
