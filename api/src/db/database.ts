import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.js';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';
import type { ClaimStatements } from './deadline-dialect.js';
import { deadlineChecked } from './deadline-dialect.js';
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

/**
 * A transaction left open by an instance that froze (a stuck event loop, a paused VM) holds its
 * rows' locks, and the same member's write, which the edge sent to the other instance after two
 * seconds, would wait for them as long as the freeze lasts. PostgreSQL ends such a session after
 * this long idle in a transaction, rolling it back: the write retried elsewhere goes on. None of
 * the API's transactions waits between its statements for anything but the database.
 */
export const IDLE_IN_TRANSACTION_MS = 2500;

/** The edge's write claims (db/deadline-dialect.ts) in a dialect's parameter style. */
function claimStatements(parameter: (index: number) => string): ClaimStatements {
  return {
    claim: (requestId, appliedAt) =>
      CompiledQuery.raw(
        `insert into edge_writes (request_id, applied_at) values (${parameter(1)}, ${parameter(2)})`,
        [requestId, appliedAt],
      ),
    prune: (before) =>
      CompiledQuery.raw(`delete from edge_writes where applied_at < ${parameter(1)}`, [before]),
    isDuplicate: isUniqueViolation,
  };
}

export function createDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    // A dedicated schema (one per test suite, or per deployment) is selected for every connection
    // of the pool, so queries stay unqualified and portable.
    const options = [
      `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS}`,
      ...(config.schema ? [`-c search_path=${config.schema}`] : []),
    ].join(' ');
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? DEFAULT_POOL_SIZE,
      options,
    });
    // The pool listens for errors only on idle clients. One in use that the server ends (the
    // idle-in-transaction limit above, a database restart) would otherwise throw an unhandled
    // 'error' and stop the process; its next query fails instead, and the pool discards it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({
      dialect: deadlineChecked(
        new PostgresDialect({ pool }),
        claimStatements((index) => `$${index}`),
      ),
    });
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
    dialect: deadlineChecked(
      new SqliteDialect({ database: new CachingSqliteDatabase(sqlite) }),
      claimStatements(() => '?'),
    ),
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
