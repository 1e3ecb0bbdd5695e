// Wires Kakao, Google, the identity check and (outside production) their local stand-ins.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { localProviders } from '../../provider-config.js';
import type { SessionService } from '../auth/session-service.js';
import { identityCheckModule } from '../identity-check/index.js';
import { IdentityCheckService } from '../identity-check/identity-check-service.js';
import { PhoneVerificationRepository } from '../identity-check/phone-verification-repository.js';
import { localIdpModule } from '../local-idp/index.js';
import { createLocalGoogleKeys } from '../local-idp/local-google.js';
import type { UserRepository } from '../users/user-repository.js';
import { GoogleVerifier } from './google-verifier.js';
import { socialModule } from './index.js';
import { KakaoClient } from './kakao-client.js';
import { SignupTokens } from './signup-token.js';
import { SocialIdentityRepository } from './social-identity-repository.js';
import { SocialService } from './social-service.js';

export interface ProvidersDependencies {
  config: Config;
  db: Db;
  users: UserRepository;
  sessions: SessionService;
  clock: Clock;
  authenticate: preHandlerAsyncHookHandler;
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

export async function registerProviders(
  app: FastifyInstance,
  deps: ProvidersDependencies,
): Promise<void> {
  const { config, db, users, sessions, clock, authenticate } = deps;
  assertProvidersAllowed(config);
  const { providers } = config;
  const apiOrigin = new URL(providers.publicApiUrl).origin;
  const appOrigins = config.corsOrigins;
  const isAllowedRedirect = (uri: string): boolean => {
    try {
      const origin = new URL(uri).origin;
      return appOrigins.includes(origin) || origin === apiOrigin;
    } catch {
      return false;
    }
  };

  const googleKeys = providers.google.mode === 'local' ? await createLocalGoogleKeys() : null;
  if (localProviders(providers).length > 0) {
    await app.register(localIdpModule, {
      prefix: '/local-idp',
      providers,
      googleKeys,
      clock,
      isAllowedRedirect,
    });
  }

  const social = new SocialService(
    users,
    new SocialIdentityRepository(db),
    sessions,
    new KakaoClient(providers.kakao),
    new GoogleVerifier(providers.google, googleKeys, clock),
    new SignupTokens(config.jwtSecret, clock),
    clock,
  );
  await app.register(socialModule, {
    social,
    providers,
    authenticate,
    appOrigins,
    signupRateLimit: config.signupRateLimit,
  });

  const identityCheck = new IdentityCheckService(
    providers.identityCheck,
    new PhoneVerificationRepository(db),
    users,
    clock,
    appOrigins,
  );
  await app.register(identityCheckModule, { prefix: '/user', identityCheck, authenticate });
}
