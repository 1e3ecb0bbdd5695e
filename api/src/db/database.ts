import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.js';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';
import { CachingSqliteDatabase } from './statement-cache.js';

export type Db = Kysely<Database>;

/** What a database's connections are doing right now, for /metrics. */
export type PoolStats =
  | { kind: 'postgres'; max: number; total: number; idle: number; waiting: number }
  | { kind: 'sqlite'; max: 1 };

// Kysely hides its driver's pool; the figures are kept beside each database it opened.
const poolStatsOf = new WeakMap<Db, () => PoolStats>();

/** The pool figures of a database opened by createDatabase (undefined for any other). */
export function poolStats(db: Db): PoolStats | undefined {
  return poolStatsOf.get(db)?.();
}

export function createDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? DEFAULT_POOL_SIZE,
      // A dedicated schema (one per test suite, or per deployment) is selected for every
      // connection of the pool, so queries stay unqualified and portable.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    poolStatsOf.set(db, () => ({
      kind: 'postgres',
      max: pool.options.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    return db;
  }

  if (config.path !== ':memory:') mkdirSync(path.dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Kysely's driver prepares every query anew; the cache makes that a lookup (issue 5).
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new CachingSqliteDatabase(sqlite) }),
  });
  // One synchronous connection per process: there is no pool to watch, only its size.
  poolStatsOf.set(db, () => ({ kind: 'sqlite', max: 1 }));
  return db;
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
