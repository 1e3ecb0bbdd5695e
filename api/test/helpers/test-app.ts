import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppDependencies } from '../../src/app.js';
import { buildApp } from '../../src/app.js';
import type { Config, DatabaseConfig } from '../../src/config/index.js';
import { loadConfig } from '../../src/config/index.js';
import type { Db } from '../../src/db/database.js';
import { createDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Dialect } from './dialects.js';

/** A clock the suite can move forward; everything else keeps real time. */
export class TestClock {
  private offset = 0;
  readonly now = (): number => Date.now() + this.offset;
  advance(ms: number): void {
    this.offset += ms;
  }
  reset(): void {
    this.offset = 0;
  }
}

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock shared by every test worker. Kysely's
 * migrator introspects the tables of every schema, and PostgreSQL's catalogue query fails ("column
 * … does not exist") when another worker alters or drops a table of its own schema at that moment:
 * schema changes of parallel suites take turns.
 */
export async function withSchemaLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(732041)');
    return await work();
  } finally {
    await lock.end();
  }
}

/** migrateToLatest, taking turns with the other workers on PostgreSQL (withSchemaLock). */
export function migrateTestDatabase(db: Db, config: DatabaseConfig): Promise<string[]> {
  const migrate = () => migrateToLatest(db, config);
  return config.kind === 'postgres' ? withSchemaLock(config.url, migrate) : migrate();
}

/** A fresh, empty database: a temp SQLite file, or a new PostgreSQL schema dropped afterwards. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'genetype-api-'));
    return {
      config: { kind: 'sqlite', path: path.join(dir, 'test.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres dialect');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    config: { kind: 'postgres', url, schema },
    drop: () =>
      withSchemaLock(url, async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }),
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * A second API instance on `t`'s database (production runs several), reading revoked sessions
 * every `revocationPollMs`. Closed by the caller.
 */
export async function createPeerApp(
  t: TestApp,
  revocationPollMs: number,
): Promise<FastifyInstance> {
  const app = await buildApp(t.config, { db: t.db, clock: t.clock.now, revocationPollMs });
  await app.ready();
  return app;
}

/**
 * Passwords hashed at argon2's floor (PASSWORD_HASH_COST=fast): an OWASP hash costs about 0.3 s of
 * CPU, and the suites sign up hundreds of members. The suites about hashing itself (login timing,
 * the stored parameters) pass PASSWORD_HASH_COST=owasp.
 */
export const TEST_ENV: Record<string, string> = { NODE_ENV: 'test', PASSWORD_HASH_COST: 'fast' };

/**
 * An app on a fresh database. Forgot-password answers come at once (no 250 ms floor of real
 * waiting): the suite that measures the floor passes FORGOT_PASSWORD_MINIMUM_MS.
 */
export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  {
    forgotPasswordMinimumMs = 0,
    extend,
  }: Pick<AppDependencies, 'forgotPasswordMinimumMs'> & {
    /** Adds routes or hooks of the suite's own before the app is ready. */
    extend?: (app: FastifyInstance, clock: TestClock) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config: Config = { ...loadConfig({ ...TEST_ENV, ...env }), database: database.config };
  const db = createDatabase(config.database);
  await migrateTestDatabase(db, config.database);
  const clock = new TestClock();
  const app = await buildApp(config, { db, clock: clock.now, forgotPasswordMinimumMs });
  extend?.(app, clock);
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}
