// The configuration as `app.config`: read and validated once before the server exists (server.ts,
// loadConfig against config/schema.ts), since the server's own options — logger, proxies, slow-client
// deadlines — come from it; every plugin and route reads it from here.
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import type { AppOptions } from '../lib/app-options.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp<AppOptions>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
