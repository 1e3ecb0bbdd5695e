// Idempotency-Key for writes (lib/idempotency): after the database, before any route. On
// PostgreSQL the claims' heartbeat has a connection of its own: behind a pool busy with requests
// (an overloaded instance) it would stall, and a live holder would look frozen.
import fp from 'fastify-plugin';
import { createDatabase } from '../db/database.js';
import type { AppOptions } from '../lib/app-options.js';
import { installIdempotency } from '../lib/idempotency/idempotency.js';

export default fp<AppOptions>(
  async (app, { config }) => {
    const beatDb =
      config.database.kind === 'postgres'
        ? createDatabase({ ...config.database, poolSize: 1 })
        : undefined;
    if (beatDb) app.addHook('onClose', async () => beatDb.destroy());
    installIdempotency(app, { db: app.db, beatDb, clock: app.clock });
  },
  { name: 'idempotency', dependencies: ['core', 'database'] },
);
