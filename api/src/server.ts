import { buildApp } from './app.js';
import { contentSearchIndex } from './modules/search/index.js';
import { ConfigError, loadConfig } from './config/index.js';
import type { Config } from './config/index.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

function describeDatabase(config: Config): string {
  if (config.database.kind === 'sqlite') return `SQLite at ${config.database.path}`;
  // Password masked by pattern: a socket address (postgres://u@/db?host=/run/postgresql) is no URL.
  const url = config.database.url.replace(/^([a-z]+:\/\/[^:/@]*:)[^@]*@/, '$1***@');
  return `PostgreSQL at ${url}${config.database.schema ? ` (schema ${config.database.schema})` : ''}`;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[api] ${error.message}\nFix the environment variables above and start again.`);
      process.exit(1);
    }
    throw error;
  }

  const db = createDatabase(config.database);
  let applied: string[];
  try {
    applied = await migrateToLatest(db, config.database);
  } catch (error) {
    console.error(
      `[api] Cannot prepare the database (${describeDatabase(config)}): ${error instanceof Error ? error.message : String(error)}`,
    );
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }

  const app = await buildApp(config, { db });
  app.addHook('onClose', async () => db.destroy());
  app.log.info(
    { database: describeDatabase(config), migrations: applied },
    applied.length > 0 ? `applied ${applied.length} migration(s)` : 'database schema up to date',
  );

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // In-flight requests finish; a stuck close must not keep the process alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${config.port} is already in use`
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`[api] Cannot listen on ${config.host}:${config.port}: ${reason}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  // The English search index, built after the port is open rather than on the first English search.
  setImmediate(() => contentSearchIndex('en'));
}

main().catch((error: unknown) => {
  console.error('[api] Failed to start:', error);
  process.exit(1);
});
