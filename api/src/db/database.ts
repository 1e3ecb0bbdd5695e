import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config/index.js';
import type { DatabaseConfig } from '../config/index.js';
import { fencedWrites, fenceStatement } from './fenced-dialect.js';
import { statementName } from './prepared-query.js';
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
    const db = new Kysely<Database>({
      dialect: fencedWrites(
        new PostgresDialect({ pool: namedStatements(pool) }),
        fenceStatement((index) => `$${index}`),
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
    dialect: fencedWrites(
      new SqliteDialect({ database: new CachingSqliteDatabase(sqlite) }),
      fenceStatement(() => '?'),
    ),
  });
  // One synchronous connection per process: there is no pool to watch, only its size.
  poolStatsOf.set(db, () => ({ kind: 'sqlite', max: 1 }));
  return db;
}

/**
 * The pool as Kysely's PostgresDialect sees it, sending the prepared queries' SQL (PreparedQuery)
 * as named statements: pg parses each once per connection and then only binds and executes it,
 * where an unnamed statement is parsed and planned again on every call (≈ 95 µs of PostgreSQL's
 * CPU per statement against 15–45 µs to run it, issue 35). Every other query goes as Kysely sends
 * it. Kysely keeps one connection object per client, so each client is wrapped once.
 */
function namedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // A cursor (Kysely's stream()) is passed as it is.
    query: ((text: string, values?: unknown[]) => {
      const name = typeof text === 'string' ? statementName(text) : undefined;
      return name === undefined
        ? client.query(text, values)
        : client.query({ name, text, values: values ?? [] });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let connection = wrapped.get(client);
      if (!connection) {
        connection = wrap(client);
        wrapped.set(client, connection);
      }
      return connection;
    },
    end: () => pool.end(),
  };
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
