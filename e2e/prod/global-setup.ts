// Starts the production topology (scripts/lib/prod/topology.mjs, what `npm run start:prod` runs)
// on a fresh database and stops it after the run (the returned function is the teardown).
import path from 'node:path';

const FRESH_DB = 'genetype_e2e_prod';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(__dirname, '..', '..');
  const topology = (await import(path.join(root, 'scripts', 'lib', 'prod', 'topology.mjs'))) as {
    startTopology(options: object): Promise<{ stop(): Promise<void>; databaseUrl: string }>;
  };
  const base =
    process.env.DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@/genetype?host=/var/run/postgresql';
  const databaseUrl = base.replace(/^(postgres(?:ql)?:\/\/[^/]*)\/[^?]*/, `$1/${FRESH_DB}`);
  const { default: pg } = await import('pg');
  const admin = new pg.Client({
    connectionString: base.replace(/^(postgres(?:ql)?:\/\/[^/]*)\/[^?]*/, '$1/postgres'),
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${FRESH_DB} WITH (FORCE)`);
  await admin.end();
  process.env.E2E_PROD_DATABASE_URL = databaseUrl;
  const site = await topology.startTopology({
    quiet: true,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  });
  return () => site.stop();
}
