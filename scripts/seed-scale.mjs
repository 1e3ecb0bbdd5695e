#!/usr/bin/env node
// `npm run seed:scale -- --members 1000000`: a PostgreSQL database with that many members and
// about ten saved answers each (api/src/dev/seed-scale.ts says what, and in which shares), by
// set-based SQL. Every member logs in as member{i} / member{i}@seed.genetype.test with the
// password Genetype!2345 (one argon2id hash shared by all).
//
//   --members N        members (default 1000000)
//   --database-url U   where (default postgres://postgres@127.0.0.1:5432/genetype_scale_<N>);
//                      the database is created when missing and must hold no members
//   --recreate         drop and create the database first
//   --drop             only drop the database (what the benchmark does after measuring)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildAll } from './lib/build.mjs';
import { bold, green, heading, red } from './lib/log.mjs';
import { ROOT } from './lib/workspace.mjs';

const API_DIST = path.join(ROOT, 'api', 'dist');
const dist = (file) => import(pathToFileURL(path.join(API_DIST, file)).href);

function argument(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at >= 0 && process.argv[at + 1] !== undefined) return process.argv[at + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}

export function defaultSeedUrl(members) {
  const label =
    members >= 1_000_000
      ? `${members / 1_000_000}m`
      : members >= 1000
        ? `${members / 1000}k`
        : String(members);
  return `postgres://postgres@127.0.0.1:5432/genetype_scale_${label}`;
}

/** Creates (or with `recreate`, drops and creates) the database named in `url`. */
export async function ensureDatabase(url, { recreate = false, drop = false } = {}) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (recreate || drop) await client.query(`drop database if exists ${name} with (force)`);
    if (drop) return;
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds `url` with `members` members; returns the row counts and the time taken. */
export async function seedDatabase(url, members, { log = console.log } = {}) {
  const { createDatabase } = await dist('db/database.js');
  const { migrateToLatest } = await dist('db/migrate.js');
  const { seedScale, SEED_PASSWORD } = await dist('dev/seed-scale.js');
  const { PasswordHasher } = await dist('modules/auth/password-hasher.js');
  const config = { kind: 'postgres', url, schema: null, poolSize: 2 };
  const db = createDatabase(config);
  try {
    const started = Date.now();
    await migrateToLatest(db, config);
    const passwordHash = await new PasswordHasher().hash(SEED_PASSWORD);
    const counts = await seedScale(db, { members, passwordHash, log });
    return { counts, ms: Date.now() - started };
  } finally {
    await db.destroy();
  }
}

async function main() {
  const members = Number(argument('members', '1000000'));
  if (!Number.isInteger(members) || members < 1)
    throw new Error('--members must be a positive integer');
  const url = argument('database-url', defaultSeedUrl(members));
  if (process.argv.includes('--drop')) {
    await ensureDatabase(url, { drop: true });
    console.log(green(`dropped ${new URL(url).pathname.slice(1)}`));
    return;
  }
  heading('build (what is stale)');
  const built = await buildAll({ targets: ['api'] });
  if (built.some((result) => !result.ok)) throw new Error('the API did not build');
  await ensureDatabase(url, { recreate: process.argv.includes('--recreate') });
  heading(`seeding ${members.toLocaleString('en')} members into ${new URL(url).pathname.slice(1)}`);
  const { counts, ms } = await seedDatabase(url, members, {
    log: (line) => console.log(`  ${line}`),
  });
  for (const [table, count] of Object.entries(counts))
    console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en').padStart(12)}`);
  console.log(green(`\n${bold('seeded')} in ${(ms / 1000).toFixed(0)} s`));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await main();
  } catch (error) {
    console.error(red(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  }
}
