import { Migrator } from 'kysely';
import type { DatabaseConfig } from '../config/index.js';
import type { Db } from './database.js';
import { migrationProvider } from './migrations/index.js';

export class MigrationError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema up to date; returns the names of the migrations it applied. Kysely holds a
 * lock while migrating, so several API instances starting together do not race.
 */
export async function migrateToLatest(db: Db, config: DatabaseConfig): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Kysely looks for its bookkeeping tables across every schema it can see; pinning the schema
    // keeps one PostgreSQL database shared by several schemas (test suites, tenants) apart.
    ...(config.kind === 'postgres' ? { migrationTableSchema: config.schema ?? 'public' } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` "${failed.migrationName}"` : '';
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`Database migration${name} failed: ${reason}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
