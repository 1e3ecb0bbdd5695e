#!/usr/bin/env node
// Server CPU per request of the questionnaire's two member-facing routes, beside a bare Fastify
// answering `{"hello":"world"}` in the same run (issue 35: the routes' cost as a multiple of it).
// Every build given (--api-dist=DIR, repeatable; default api/dist) runs in this one process on its
// own SQLite file and, with --postgres, on its own PostgreSQL schema; the servers take turns,
// round after round, so a busy machine slows them alike. Requests go one at a time through
// Fastify's inject (no sockets, no client on the same cores); the figure is this process's CPU
// time (user + system) per request, median of the rounds. On PostgreSQL the database's side is
// reported too: the CPU time of the server processes serving this run's connections (read from
// /proc, so only when PostgreSQL runs on this machine).
//
//   node scripts/bench/route-cpu.mjs --api-dist=api/.bench/before/dist --api-dist=api/dist \
//     --postgres=postgres://postgres@127.0.0.1:5432/test
//
// On PostgreSQL the last build runs a second time with its statements sent unnamed (a pool of its
// own handed to the app, as Kysely's dialect uses it), so the saving of named statements is
// measured in the same rounds.
//
// Options: --rounds=N (7), --requests=N per round (300), --only=app,list,calc, --postgres[=URL]
// (TEST_DATABASE_URL when no URL is given), --postgres-only, --profile=FILE (a .cpuprofile of the
// measured rounds only, without start-up and warm-up: where the CPU goes), --write (the figures
// as docs/benchmarks.md's section, as `npm run bench` does).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { writeBenchSection } from '../lib/bench-doc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const flag = (name) => process.argv.some((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const dists = process.argv.filter((a) => a.startsWith('--api-dist=')).map((a) => a.slice(11));
if (dists.length === 0) dists.push(path.join(ROOT, 'api', 'dist'));
const ROUNDS = Number(arg('rounds', 7));
const REQUESTS = Number(arg('requests', 300));
// `app` is the API app answering `{"hello":"world"}` from a route added for the bench.
const ROUTES = arg('only', 'app,list,calc').split(',');
const POSTGRES_URL = flag('postgres') ? arg('postgres', process.env.TEST_DATABASE_URL) : undefined;
if (flag('postgres') && !POSTGRES_URL)
  throw new Error('--postgres needs a URL or TEST_DATABASE_URL');
const DATABASES = flag('postgres-only')
  ? ['postgres']
  : POSTGRES_URL
    ? ['sqlite', 'postgres']
    : ['sqlite'];

/** A fresh PostgreSQL schema for one server, dropped at the end. */
async function postgresSchema(name) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${name}`);
  await admin.end();
  return async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${name} cascade`);
    await client.end();
  };
}

/**
 * CPU nanoseconds used so far by the PostgreSQL processes serving connections named `appName`
 * (/proc/PID/schedstat; PostgreSQL on this machine only), or null when they cannot be read.
 */
async function backendCpu(admin, appName) {
  const { rows } = await admin.query(
    'select pid from pg_stat_activity where application_name = $1',
    [appName],
  );
  const used = new Map();
  for (const { pid } of rows) {
    try {
      used.set(pid, Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      return null;
    }
  }
  return used;
}

/** The database as Kysely's PostgresDialect uses a plain pool: every statement unnamed. */
async function unnamedDatabase(dist, config) {
  const { migrateToLatest } = await import(pathToFileURL(path.resolve(dist, 'db/migrate.js')).href);
  const pool = new pg.Pool({
    connectionString: config.database.url,
    max: config.database.poolSize,
    options: `-c search_path=${config.database.schema}`,
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db, config.database);
  return db;
}

async function startApi(dist, database, index, { unnamed = false } = {}) {
  const { buildApp } = await import(pathToFileURL(path.resolve(dist, 'app.js')).href);
  const { loadConfig } = await import(pathToFileURL(path.resolve(dist, 'config/index.js')).href);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cpu-'));
  const appName = `route-cpu-${process.pid}-${index}`;
  const schema = `route_cpu_${process.pid}_${index}`;
  const dropSchema = database === 'postgres' ? await postgresSchema(schema) : async () => {};
  const url =
    database === 'postgres'
      ? `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}application_name=${appName}`
      : '';
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    DATABASE_SCHEMA: database === 'postgres' ? schema : '',
    SQLITE_PATH: path.join(dir, 'bench.sqlite'),
  });
  const ownDb = unnamed ? await unnamedDatabase(dist, config) : null;
  const app = await buildApp(config, ownDb ? { db: ownDb } : {});
  // The app's own floor: every hook and plugin of a request, and a handler that does nothing.
  app.get('/__route-cpu/hello', async () => ({ hello: 'world' }));
  await app.ready();
  const call = async (method, target, headers, payload) => {
    const response = await app.inject({ method, url: target, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${target}: ${response.body}`);
    return response;
  };
  const member = { userId: 'benchcpu', email: 'bench.cpu@example.com', password: 'Genetype!2345' };
  const session = (
    await call(
      'POST',
      '/user/signup',
      {},
      {
        ...member,
        confirmPassword: member.password,
        consents: { termsAgreed: true, privacyAgreed: true, birthDate: '1990-05-01' },
      },
    )
  ).json();
  // Verified, as answering requires (the identity check is not what is measured).
  await app.db
    .updateTable('users')
    .set({ nickname: member.userId, phone_number: '01000000000' })
    .where('email', '=', member.email)
    .execute();
  const { id: owner } = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', member.email)
    .executeTakeFirstOrThrow();
  const headers = { authorization: `Bearer ${session.token.token}` };
  const list = (await call('GET', '/questions/getQuestionsList', headers)).json();
  await call('POST', '/questions/saveAnswers', headers, {
    questions: JSON.stringify(
      list.questions.slice(0, 22).map((q) => ({ _id: q._id, answer: 'yes' })),
    ),
  });
  const answers = list.questions.map((q, i) => ({ _id: q._id, answer: i % 3 ? 'no' : 'yes' }));
  const scoring = { email: member.email, questions: JSON.stringify(answers) };
  // A fresh result for others per scoring, so each one takes the whole write path.
  const now = new Date().toISOString();
  const ids = [];
  const rows = [];
  for (let i = 0; i < (ROUNDS + 1) * REQUESTS; i += 1) {
    ids.push(`cpu-${i}`);
    rows.push({
      id: `cpu-${i}`,
      owner_id: owner,
      is_self: 0,
      subject_name: `bench ${i}`,
      completed: 0,
      code: null,
      type_id: null,
      created_at: now,
      updated_at: now,
    });
  }
  for (let start = 0; start < rows.length; start += 500)
    await app.db
      .insertInto('results')
      .values(rows.slice(start, start + 500))
      .execute();
  return {
    build: path.relative(ROOT, path.resolve(dist)) || dist,
    database,
    unnamed,
    label: `${path.relative(ROOT, path.resolve(dist)) || dist}, ${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}${unnamed ? ', statements unnamed' : ''}`,
    appName: database === 'postgres' ? appName : null,
    routes: {
      app: () => call('GET', '/__route-cpu/hello', headers),
      list: () => call('GET', '/questions/getQuestionsList', headers),
      calc: () =>
        call('POST', `/questions/calculateResult?resultId=${ids.pop()}`, headers, scoring),
    },
    close: async () => {
      await app.close();
      await ownDb?.destroy();
      await dropSchema();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The baseline: Fastify with nothing but a route answering `{"hello":"world"}`. */
async function startBare() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.ready();
  const hello = () => app.inject({ method: 'GET', url: '/' });
  return {
    label: 'bare Fastify, {"hello":"world"}',
    hello,
    close: () => app.close(),
  };
}

async function cpuPerRequest(send) {
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) await send();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / REQUESTS;
}

/** The round's CPU µs per request of the PostgreSQL processes serving `server`, or null. */
async function measure(admin, server, route) {
  const before = admin && server.appName ? await backendCpu(admin, server.appName) : null;
  const api = await cpuPerRequest(server.routes[route]);
  if (!before) return { api, db: null };
  const after = await backendCpu(admin, server.appName);
  if (!after) return { api, db: null };
  let ns = 0;
  for (const [pid, used] of after) ns += used - (before.get(pid) ?? 0);
  return { api, db: ns / 1000 / REQUESTS };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const ROUTE_NAMES = {
  app: 'the API app, `{"hello":"world"}`',
  list: 'getQuestionsList',
  calc: 'calculateResult',
};
/** Issue 35's goals, µs of API CPU per request. */
const GOALS = { list: 300, calc: 1000 };
const SECTION_MARK = "## Scoring's CPU (issue 35, item 3)";

function summary(server, route) {
  const figures = server.figures[route];
  return {
    api: median(figures.map((f) => f.api)),
    // A round whose connections could not all be read (one closed meanwhile) is left out.
    db: figures.some((f) => f.db !== null)
      ? median(figures.filter((f) => f.db !== null).map((f) => f.db))
      : null,
    rounds: figures.map((f) => Math.round(f.api)).join(', '),
  };
}

/** docs/benchmarks.md's section: a row per route and database, a column per build. */
function section({ bare, bareFigures, apis, machine, load }) {
  const builds = [...new Set(apis.filter((a) => !a.unnamed).map((a) => a.build))];
  const last = builds.at(-1);
  const cell = (server, route, what = 'api') => {
    if (!server) return '';
    const { api, db, rounds } = summary(server, route);
    if (what === 'db') return db === null ? 'not read' : String(Math.round(db));
    return `${Math.round(api).toLocaleString('en-US')} = ${(api / bare).toFixed(1)}× (${rounds})`;
  };
  const find = (build, database, unnamed = false) =>
    apis.find((a) => a.build === build && a.database === database && a.unnamed === unnamed);
  const rows = [
    `| bare Fastify, \`{"hello":"world"}\` | ${builds.map((_, i) => (i === 0 ? `${Math.round(bare)} (${bareFigures.map(Math.round).join(', ')})` : 'same rounds')).join(' | ')} | |`,
  ];
  for (const database of DATABASES)
    for (const route of ROUTES) {
      const goal = GOALS[route];
      const mine = find(last, database);
      const met = goal && summary(mine, route).api <= goal ? 'met' : 'not met';
      rows.push(
        `| ${ROUTE_NAMES[route]}, ${database === 'postgres' ? 'PostgreSQL' : 'SQLite'} | ${builds.map((b) => cell(find(b, database), route)).join(' | ')} | ${goal ? `≤ ${goal.toLocaleString('en-US')}: ${met}` : ''} |`,
      );
    }
  if (DATABASES.includes('postgres'))
    for (const route of ROUTES.filter((r) => r !== 'app'))
      rows.push(
        `| PostgreSQL processes per ${ROUTE_NAMES[route]} | ${builds.map((b) => cell(find(b, 'postgres'), route, 'db')).join(' | ')} | |`,
      );
  const unnamed = find(last, 'postgres', true);
  const named = find(last, 'postgres');
  const names = unnamed
    ? `

Named statements (\`${last}\` on PostgreSQL, its statements sent unnamed against named, same
rounds; API µs / PostgreSQL processes' µs per request):

| route | unnamed | named |
| --- | ---: | ---: |
${ROUTES.filter((r) => r !== 'app')
  .map(
    (route) =>
      `| ${ROUTE_NAMES[route]} | ${Math.round(summary(unnamed, route).api)} / ${cell(unnamed, route, 'db')} | ${Math.round(summary(named, route).api)} / ${cell(named, route, 'db')} |`,
  )
  .join('\n')}`
    : '';
  return `${SECTION_MARK}

Written by \`scripts/bench/route-cpu.mjs\` (part of \`npm run bench\`; alone with \`--write\`). Every build
runs in one process, on its own SQLite file and its own PostgreSQL schema, the servers taking
turns round after round with a bare Fastify answering \`{"hello":"world"}\` (the baseline) and
each build's app answering the same from a route added for the bench (the app's own floor:
hooks, plugins, logging). Requests go one at a time through \`app.inject\`; the figure is the
process's CPU (user + system) per request, median of ${ROUNDS} rounds of ${REQUESTS}, with its multiple of
the bare Fastify of the same rounds (each round in brackets). "PostgreSQL processes" is the CPU
of the database processes serving the build's connections (/proc; PostgreSQL on the same machine).
${new Date().toISOString().slice(0, 10)}, ${machine}, load average ${load}: the machine is shared, so
compare within this table only. Goals: calculateResult ≤ 1,000 µs and getQuestionsList ≤ 300 µs
of API CPU (the last column judges \`${last}\`).

| row | ${builds.map((b) => `\`${b}\`: µs = × bare (rounds)`).join(' | ')} | goal |
| --- | ${builds.map(() => '---:').join(' | ')} | --- |
${rows.join('\n')}${names}

Reproduce: \`node scripts/bench/route-cpu.mjs --write --postgres\` (TEST_DATABASE_URL, or
\`--postgres=URL\`); to compare with another build, build it into a copy and pass each build as
\`--api-dist=DIR\` (docs/decisions.md, "Scoring at a fraction of its cost").
`;
}

const loadBefore = os.loadavg();
const servers = [await startBare()];
let admin = null;
try {
  let index = 0;
  for (const dist of dists)
    for (const database of DATABASES) servers.push(await startApi(dist, database, index++));
  if (DATABASES.includes('postgres'))
    servers.push(await startApi(dists.at(-1), 'postgres', index++, { unnamed: true }));
  if (POSTGRES_URL) {
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  }
  const [bareServer, ...apis] = servers;
  const bareFigures = [];
  for (const server of apis) server.figures = { app: [], list: [], calc: [] };
  // One unmeasured round warms every server up (JIT, statement caches, connections).
  await cpuPerRequest(bareServer.hello);
  for (const server of apis) for (const route of ROUTES) await cpuPerRequest(server.routes[route]);
  const profiler = flag('profile') ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    bareFigures.push(await cpuPerRequest(bareServer.hello));
    for (const route of ROUTES)
      for (const server of apis) server.figures[route].push(await measure(admin, server, route));
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(arg('profile'), JSON.stringify(profile));
    profiler.disconnect();
  }
  const bare = median(bareFigures);
  const loadAfter = os.loadavg();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`;
  const load = (l) => l.map((v) => v.toFixed(1)).join(' / ');
  console.log(
    `CPU µs per request, median of ${ROUNDS} rounds of ${REQUESTS}, ${new Date().toISOString()}, ${machine}, load ${load(loadBefore)} → ${load(loadAfter)}`,
  );
  console.log(
    `${bareServer.label}: ${Math.round(bare)} (${bareFigures.map(Math.round).join(', ')})`,
  );
  for (const server of apis) {
    const parts = ROUTES.map((route) => {
      const { api, db, rounds } = summary(server, route);
      const pgPart = db === null ? '' : `, PostgreSQL processes ${Math.round(db)}`;
      return `${ROUTE_NAMES[route]} ${Math.round(api)} = ${(api / bare).toFixed(1)}× bare (${rounds})${pgPart}`;
    });
    console.log(`${server.label}: ${parts.join('; ')}`);
  }
  if (flag('write'))
    writeBenchSection(
      SECTION_MARK,
      section({
        bare,
        bareFigures,
        apis,
        machine,
        load: `${load(loadBefore)} at the start, ${load(loadAfter)} at the end`,
      }),
    );
} finally {
  await admin?.end();
  for (const server of servers) await server.close();
}
