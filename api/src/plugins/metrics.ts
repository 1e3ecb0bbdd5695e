// GET /metrics and its per-route figures: before every route, so its response hook sees them all.
// Production serves it only with METRICS_TOKEN.
import fp from 'fastify-plugin';
import type { AppOptions } from '../lib/app-options.js';
import { metricsModule } from '../modules/metrics/index.js';

export default fp<AppOptions>(
  async (app, { config }) => {
    if (config.metricsToken !== null || config.nodeEnv !== 'production')
      await app.register(metricsModule, { db: app.db, token: config.metricsToken });
  },
  { name: 'metrics', dependencies: ['database'] },
);
