// Development and tests only: buildApp imports this only outside production, and the production
// build (tsconfig.build.json) leaves src/dev out. The local identity providers under /local-idp,
// for every provider without real settings, and the file outbox's pages at /dev/outbox.
import fp from 'fastify-plugin';
import type { AppOptions } from '../lib/app-options.js';
import { outboxRoutes } from './outbox-routes.js';
import { localIdpModule } from './local-idp/index.js';
import { createLocalGoogleKeys } from './local-idp/local-google.js';
import { localProviders } from '../config/index.js';

export default fp<AppOptions>(
  async (app, { config }) => {
    const { providers } = config;
    if (localProviders(providers).length > 0) {
      const apiOrigin = new URL(providers.publicApiUrl).origin;
      const isAllowedRedirect = (uri: string): boolean => {
        try {
          const origin = new URL(uri).origin;
          return config.corsOrigins.includes(origin) || origin === apiOrigin;
        } catch {
          return false;
        }
      };
      const googleKeys = providers.google.mode === 'local' ? await createLocalGoogleKeys() : null;
      // The social routes check the stand-in's ID tokens against these keys.
      if (googleKeys) app.decorate('localGoogleJwks', googleKeys.jwks);
      await app.register(localIdpModule, {
        prefix: '/local-idp',
        providers,
        googleKeys,
        clock: app.clock,
        isAllowedRedirect,
      });
    }
    if (app.mailer.outbox) await app.register(outboxRoutes, { outbox: app.mailer.outbox });
  },
  { name: 'development', dependencies: ['services', 'openapi'] },
);
