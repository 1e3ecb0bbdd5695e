import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';
import { CachingSqliteDatabase } from './statement-cache.js';

export type Db = Kysely<Database>;

export function createDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // A dedicated schema (one per test suite, or per deployment) is selected for every
      // connection of the pool, so queries stay unqualified and portable.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }

  if (config.path !== ':memory:') mkdirSync(path.dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Kysely's driver prepares every query anew; the cache makes that a lookup (issue 5).
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: new CachingSqliteDatabase(sqlite) }),
  });
}

/** Both drivers report a unique-constraint violation differently; callers only need to know it was one. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
