// GET /metrics and its per-route figures: before every route, so its response hook sees them all.
// Production serves it only with METRICS_TOKEN. The registry is the app's (`app.metricsRegistry`),
// so areas add their own figures (the field metrics of modules/telemetry) whether or not it is served.
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import type { AppOptions } from '../lib/app-options.js';
import { metricsModule } from '../modules/metrics/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One registry per app, so several apps in one process (tests, benchmarks) keep theirs apart. */
    metricsRegistry: Registry;
  }
}

export default fp<AppOptions>(
  async (app, { config }) => {
    const registry = new Registry();
    app.decorate('metricsRegistry', registry);
    if (config.metricsToken !== null || config.nodeEnv !== 'production')
      await app.register(metricsModule, { db: app.db, token: config.metricsToken, registry });
  },
  { name: 'metrics', dependencies: ['database'] },
);
