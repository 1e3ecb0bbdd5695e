// The local identity providers, served by the API under /local-idp when no real provider is
// configured. buildApp refuses to start with any of them under NODE_ENV=production.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { ProvidersConfig } from '../../config/index.js';
import { localCheckplus } from './local-checkplus.js';
import type { LocalGoogleKeys } from './local-google.js';
import { localGoogle } from './local-google.js';
import { localKakao } from './local-kakao.js';

export interface LocalIdpOptions {
  providers: ProvidersConfig;
  googleKeys: LocalGoogleKeys | null;
  clock: Clock;
  /** Redirect addresses the providers may send the browser back to (the apps and the API). */
  isAllowedRedirect(uri: string): boolean;
}

export async function localIdpModule(
  app: FastifyInstance,
  options: LocalIdpOptions,
): Promise<void> {
  const { providers, googleKeys, clock, isAllowedRedirect } = options;
  if (providers.kakao.mode === 'local')
    await app.register(localKakao, {
      prefix: '/kakao',
      kakao: providers.kakao,
      clock,
      isAllowedRedirect,
    });
  if (providers.google.mode === 'local' && googleKeys)
    await app.register(localGoogle, {
      prefix: '/google',
      google: providers.google,
      keys: googleKeys,
      clock,
      isAllowedRedirect,
    });
  if (providers.identityCheck.mode === 'local')
    await app.register(localCheckplus, {
      prefix: '/checkplus',
      identityCheck: providers.identityCheck,
      clock,
    });
}
