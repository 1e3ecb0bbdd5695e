// The database as `app.db`: the one buildApp was given (server.ts migrates it first and reports
// how), or one of its own, migrated here and closed with the app.
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { AppOptions } from '../lib/app-options.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<AppOptions>(
  async (app, { config, dependencies }) => {
    if (dependencies.db) {
      app.decorate('db', dependencies.db);
      return;
    }
    const db = createDatabase(config.database);
    try {
      await migrateToLatest(db, config.database);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'database', dependencies: ['core'] },
);
