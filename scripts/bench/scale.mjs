#!/usr/bin/env node
// Scale (issue 21, item 5): every member-facing call at 64 connections on a 1,000-member and a
// 1,000,000-member PostgreSQL database, in one run. The machine is shared and moves single runs by
// 2–4×, so the two databases are measured in alternating rounds (1k then 1M, then 1M then 1k, …),
// each call DURATION seconds per database per round, and the median over the rounds is reported.
// Goal: p99 at 1M ≤ 1.2× p99 at 1k for every call. Then the pool size: the database-heavy calls
// at 1M with DATABASE_POOL_SIZE 10, 20 and 40, interleaved the same way.
//
// The databases live on a PostgreSQL of the bench's own (scripts/lib/bench-postgres.mjs: a cluster
// in .bench/postgres, sized as a production server) and come from the seeding command
// (scripts/seed-scale.mjs): the 1k one is made afresh each run; the 1M one is seeded when missing
// (timed, recorded in .bench/scale-seed.json). Both are read into the server's buffers before the
// first round. The cluster is removed after measuring unless --keep.
//
//   node scripts/bench/scale.mjs [--big 1000000] [--rounds 7] [--duration 5] [--keep]
//        [--pools 10,20,40] [--no-pools] [--calls getUser,search] [--print]
// `npm run bench` runs it too (runScaleBench).
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { writeBenchSection } from '../lib/bench-doc.mjs';
import { prewarm, serverSettings, startBenchPostgres } from '../lib/bench-postgres.mjs';
import { buildAll } from '../lib/build.mjs';
import { defaultSeedUrl, ensureDatabase, seedDatabase } from '../seed-scale.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIST = path.join(ROOT, 'api', 'dist');
const dist = (file) => import(pathToFileURL(path.join(API_DIST, file)).href);
const SECTION_MARK = '## Scale: 1,000 vs 1,000,000 members';
const SEED_RECORD = path.join(ROOT, '.bench', 'scale-seed.json');
const BENCH_POSTGRES_DIR = path.join(ROOT, '.bench', 'postgres');
const CONNECTIONS = 64;
const GOAL_RATIO = 1.2;
const JWT_SECRET = 'scale-bench-secret-scale-bench-secret-0123';
const IDENTITY_KEY = randomBytes(32);
const SITE_CODE = 'BENCH';
const RETURN_URL = 'http://localhost:3000/phoneVerifyResponse';
// Single-use requests (a scoring, a phone reply) are prepared in advance, per database.
const SINGLE_USE = 9000;
// Scorings for every run that scores, at twice the most a run has scored here (about 300 a
// second). A section scored again is answered as a replay, from what was stored and with no write:
// the pool rounds once ran out of the 9,000, and their scorings measured replays at 650 a second.
const SCORINGS_PER_SECOND = 600;
// Phone replies are reopened before every run (see reopenReplies), so they need only outlast one
// run: the lookup answers about 1,000 a second here, the fastest of the calls.
const repliesPerRun = (seconds) => Math.max(SINGLE_USE, Math.ceil(seconds * 2000));
// The members who own the results those scorings score (see prepare).
const SCORERS = 50;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at >= 0 && process.argv[at + 1] !== undefined && !process.argv[at + 1].startsWith('--'))
    return process.argv[at + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}

// ---- child process: one API instance on one database --------------------------------------
async function serve() {
  const { buildApp } = await dist('app.js');
  const { loadConfig } = await dist('config/index.js');
  const app = await buildApp(loadConfig(process.env));
  await app.listen({ port: 0, host: '127.0.0.1' });
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  process.stdout.write(`listening ${app.server.address().port}\n`);
}

function benchEnv(databaseUrl, poolSize, outbox) {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(poolSize),
    JWT_SECRET,
    IDENTITY_CHECK_URL: 'https://checkplus.bench.invalid/service',
    IDENTITY_CHECK_SITE_CODE: SITE_CODE,
    IDENTITY_CHECK_KEY: IDENTITY_KEY.toString('base64'),
    MAIL_OUTBOX_DIR: outbox,
    // The benchmark logs in from one address, many times: the limits are lifted for it.
    LOGIN_RATE_LIMIT: '100000000/1m',
    LOGIN_ADDRESS_RATE_LIMIT: '100000000/1m',
    LOGIN_ACCOUNT_RATE_LIMIT: '100000000/1m',
    FORGOT_PASSWORD_RATE_LIMIT: '100000000/1m',
    WITHDRAWAL_PURGE_INTERVAL: 'off',
    // The identity check's request limit (30 per address per 10 minutes) is fixed in code: the
    // benchmark stands in for a proxy and gives each of those requests its own client address.
    TRUST_PROXY: '1',
  };
  delete env.REDIS_URL;
  delete env.DATABASE_SCHEMA;
  return env;
}

function startApi(databaseUrl, poolSize, outbox) {
  const env = benchEnv(databaseUrl, poolSize, outbox);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match)
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners('exit');
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
    });
    child.on('exit', (code) => reject(new Error(`API on ${databaseUrl} exited (${code})`)));
  });
}

// ---- what each database provides to the calls ---------------------------------------------
const base64url = (value) => Buffer.from(value).toString('base64url');
function accessToken(userId) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(
    JSON.stringify({
      sub: userId,
      sid: `bench-${randomBytes(6).toString('hex')}`,
      iat: now,
      exp: now + 7200,
    }),
  )}`;
  return `${head}.${createHmac('sha256', JWT_SECRET).update(head).digest('base64url')}`;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
// As many members at both sizes (all of the small database), so the traffic is the same and only
// the database differs. With 4,000 drawn at 1M, that instance verified tokens its JWT cache (2,000
// entries) could not hold, work the small one never had.
const MEMBERS_DRAWN = 1000;

/**
 * Members drawn uniformly from the whole database (by the seed's own ids), with what the calls
 * need: tokens, nicknames, phones, and single-use scorings and phone replies.
 */
async function prepare(databaseUrl, members, tag, duration, scoringRuns = 1) {
  const { seededMember } = await dist('dev/seed-scale.js');
  const { seal } = await dist('lib/seal.js');
  const { QUESTION_BANK } = await dist('modules/questions/bank/index.js');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const draws = new Set();
    while (draws.size < Math.min(MEMBERS_DRAWN, members))
      draws.add(1 + Math.floor(Math.random() * members));
    const ids = [...draws].map((i) => seededMember(i).id);
    const { rows } = await client.query(
      `select u.id, u.user_id, u.email, u.nickname, u.phone_number, u.password_hash is not null as has_password,
              r.completed as self_stage
       from users u left join results r on r.owner_id = u.id and r.is_self = 1
       where u.id = any($1) and u.is_withdraw = 0`,
      [ids],
    );
    const all = rows.map((row) => ({ ...row, token: accessToken(row.id) }));
    const answerers = all.filter((m) => m.nickname && m.phone_number);
    const fresh = answerers.filter((m) => m.self_stage === 0);
    // The list answers 409 to a member who finished the test (its own page is the result).
    const unfinished = answerers.filter((m) => m.self_stage !== 4);
    const withPassword = all.filter((m) => m.has_password);
    // Results answered for others, not yet scored: one per scoring request, owned by a few
    // members set aside for it. Spread over every member drawn, they would give each of them
    // dozens of extra people answered for, and the result page's list of those people would
    // measure the benchmark's own rows: it draws from the others (`listers`), who have what the
    // seed gave them.
    const scorers = answerers.slice(0, SCORERS);
    const setAside = new Set(scorers.map((m) => m.id));
    const listers = all.filter((m) => !setAside.has(m.id));
    const now = new Date().toISOString();
    const scoringCount = Math.max(
      SINGLE_USE,
      Math.ceil(scoringRuns * (duration ?? 0) * SCORINGS_PER_SECOND),
    );
    const owners = Array.from({ length: scoringCount }, () => pick(scorers));
    const resultIds = owners.map((_, k) => `bench-${tag}-${k}`);
    await client.query(
      `insert into results (id, owner_id, is_self, subject_name, completed, code, type_id, created_at, updated_at)
       select id, owner, 0, '벤치', 0, null, null, $3, $3 from unnest($1::text[], $2::text[]) as t(id, owner)`,
      [resultIds, owners.map((m) => m.id), now],
    );
    const sectionA = QUESTION_BANK.filter((q) => q.section === 'A').map((q, k) => ({
      _id: q.id,
      answer: k % 3 === 0 ? 'no' : 'yes',
    }));
    const scorings = owners.map((owner, k) => ({
      path: `/questions/calculateResult?resultId=${resultIds[k]}`,
      token: owner.token,
      body: JSON.stringify({ email: owner.email, questions: JSON.stringify(sectionA) }),
    }));
    // Identity-check replies for members with a phone, each naming its own open request.
    const phoned = all.filter((m) => m.phone_number);
    const seqs = Array.from({ length: repliesPerRun(duration) }, (_, k) => `bench-${tag}-pv-${k}`);
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    await client.query(
      `insert into phone_verifications (id, expires_at, consumed_at, created_at)
       select id, $2, null, $3 from unnest($1::text[]) as t(id)`,
      [seqs, expires, now],
    );
    const replies = await Promise.all(
      seqs.map(async (seq) => {
        const person = pick(phoned);
        const sealed = await seal(IDENTITY_KEY, {
          typ: 'reply',
          siteCode: SITE_CODE,
          seq,
          name: '김진타',
          birthDate: '1990-01-01',
          phoneNumber: person.phone_number,
          di: 'bench',
          issuedAt: Date.now(),
        });
        return `/user/emailAuthenticationByPhone?EncodeData=${encodeURIComponent(sealed)}`;
      }),
    );
    const saveBody = JSON.stringify({ questions: JSON.stringify(sectionA.slice(0, 5)) });
    return {
      all,
      listers,
      answerers,
      fresh,
      unfinished,
      withPassword,
      scorings,
      replies,
      seqs,
      url: databaseUrl,
      preparedAt: now,
      saveBody,
      used: { scorings: 0, replies: 0 },
    };
  } finally {
    await client.end();
  }
}

/** The member-facing calls: each builds one request from a database's prepared data. */
const ALL_CALLS = [
  {
    name: 'login (argon2id)',
    request: (d) => {
      const m = pick(d.withPassword);
      return {
        method: 'POST',
        path: '/user/login',
        body: JSON.stringify({ login: m.user_id, password: 'Genetype!2345' }),
      };
    },
  },
  { name: 'getUser', request: (d) => get('/user/getUser', pick(d.all)) },
  {
    name: 'profile by nickname',
    request: (d) => get(`/user/${encodeURIComponent(pick(d.answerers).nickname)}`, pick(d.all)),
  },
  { name: 'myPage', request: (d) => get('/user/myPage', pick(d.all)) },
  { name: 'result page: results/mine', request: (d) => get('/results/mine', pick(d.all)) },
  {
    name: 'result page: results/others',
    request: (d) => get('/results/others', pick(d.listers)),
  },
  { name: 'reviews/myreview', request: (d) => get('/reviews/myreview', pick(d.all)) },
  {
    name: 'getQuestionsList',
    request: (d) => get('/questions/getQuestionsList', pick(d.unfinished)),
  },
  {
    name: 'saveAnswers',
    request: (d) => ({ ...post('/questions/saveAnswers', pick(d.fresh)), body: d.saveBody }),
  },
  {
    name: 'calculateResult',
    request: (d) => {
      const s = d.scorings[d.used.scorings++ % d.scorings.length];
      return { method: 'POST', path: s.path, headers: auth(s.token), body: s.body };
    },
  },
  {
    name: 'identity check request (getPhoneVerifyToken)',
    request: () => ({
      method: 'GET',
      path: `/user/getPhoneVerifyToken?returnUrl=${encodeURIComponent(RETURN_URL)}`,
      headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
    }),
  },
  {
    name: 'find account by phone',
    before: reopenReplies,
    request: (d) => ({ method: 'GET', path: d.replies[d.used.replies++ % d.replies.length] }),
  },
  {
    name: 'forgot password (250 ms floor)',
    before: forgetResetLinks,
    request: (d) => ({
      method: 'POST',
      path: '/user/forgotPassword',
      body: JSON.stringify({ email: pick(d.all).email }),
    }),
  },
  {
    name: 'search',
    request: () => ({
      method: 'POST',
      path: '/main/search',
      body: JSON.stringify({ searchItem: '창의성' }),
    }),
  },
];
// --calls getUser,search: a focused re-run of some calls (names as in the table, by prefix). It is
// printed, and neither replaces the section in docs nor becomes the last run (--render).
const FOCUSED = option('calls', '') !== '';
const CALLS = FOCUSED
  ? ALL_CALLS.filter((call) =>
      option('calls', '')
        .split(',')
        .some((prefix) => call.name.startsWith(prefix.trim())),
    )
  : ALL_CALLS;
const POOL_CALLS = [
  'getUser',
  'result page: results/mine',
  'getQuestionsList',
  'calculateResult',
].filter((name) => CALLS.some((call) => call.name === name));

/**
 * Opens the bench's identity-check requests again and starts over at the first reply: a reply
 * answers its request once, and a run that used them all up would measure refusals.
 */
async function reopenReplies(data) {
  await queryOnce(
    data.url,
    'update phone_verifications set consumed_at = null where id = any($1)',
    [data.seqs],
  );
  data.used.replies = 0;
}

/**
 * Forgets the reset links the bench's earlier runs asked for. Past three in an hour an account
 * gets no more mail (and no new link): at 1k, where the bench draws every member, that silence
 * began in the first round, and the small database's runs measured a count query where the big
 * one's measured a link written and a mail sent.
 */
async function forgetResetLinks(data) {
  await queryOnce(data.url, 'delete from password_reset_tokens where created_at >= $1', [
    data.preparedAt,
  ]);
}

const auth = (token) => ({ authorization: `Bearer ${token}` });
const get = (url, m) => ({ method: 'GET', path: url, headers: auth(m.token) });
const post = (url, m) => ({ method: 'POST', path: url, headers: auth(m.token) });

/**
 * autocannon stops at `duration` with up to CONNECTIONS requests still in flight, and the instance
 * goes on serving them. The next run (usually on the other instance) waits until they are done, or
 * it shares the cores with them: login's second run of a round (argon2id, about 1.2 s a request)
 * had a p99 of 2.3–2.7 s against 1.4–1.7 s for the first, whichever database went second.
 */
const SETTLE_MAX_MS = 10_000;
const settle = (run) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(SETTLE_MAX_MS, run.max + 250)));

async function measure(url, call, data, duration) {
  await call.before?.(data);
  const run = await new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const made = call.request(data);
              return {
                ...request,
                ...made,
                headers: {
                  ...(made.body ? { 'content-type': 'application/json' } : {}),
                  ...(made.headers ?? {}),
                },
              };
            },
          },
        ],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              p50: result.latency.p50,
              p99: result.latency.p99,
              max: result.latency.max,
              rps: result.requests.average,
              total: result.requests.total,
              failed: result.non2xx + result.errors + result.timeouts,
              statuses: Object.keys(result.statusCodeStats ?? {}).filter(
                (code) => !code.startsWith('2'),
              ),
            }),
    );
  });
  await settle(run);
  return run;
}

/**
 * The database work of each call, which the machine's load cannot move: every query the call's
 * requests send (recorded in-process through Kysely's log, REQUESTS_PER_CALL requests with members
 * drawn as in the latency runs) is run again under EXPLAIN (ANALYZE, BUFFERS) inside a transaction
 * that is rolled back, and the shared buffers it touched (hit + read, 8 KiB pages) are summed per
 * request. An indexed lookup touches a page per B-tree level, so the figure grows with the
 * logarithm of the table, not with it; a scan would show as thousands of pages.
 */
const REQUESTS_PER_CALL = 60;
async function databaseWork(db) {
  const { buildApp } = await dist('app.js');
  const { loadConfig } = await dist('config/index.js');
  const { Kysely, PostgresDialect } = await import('kysely');
  let current = null;
  const recorded = [];
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const kysely = new Kysely({
    dialect: new PostgresDialect({ pool }),
    log(event) {
      if (current && event.level === 'query')
        recorded.push({
          request: current,
          sql: event.query.sql,
          parameters: event.query.parameters,
        });
    },
  });
  const env = { ...benchEnv(db.url, 4, db.outbox), LOG_LEVEL: 'silent' };
  const app = await buildApp(loadConfig(env), { db: kysely });
  await app.ready();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const work = {};
  try {
    for (const call of CALLS) {
      recorded.length = 0;
      for (let k = 0; k < REQUESTS_PER_CALL; k += 1) {
        current = `${call.name}#${k}`;
        const made = call.request(db.data);
        await app.inject({
          method: made.method,
          url: made.path,
          headers: {
            ...(made.body ? { 'content-type': 'application/json' } : {}),
            ...(made.headers ?? {}),
          },
          payload: made.body,
        });
      }
      current = null;
      const perRequest = new Map();
      for (const query of recorded) {
        if (!/^\s*(select|insert|update|delete|with)\b/i.test(query.sql)) continue;
        await client.query('begin');
        try {
          const { rows } = await client.query(
            `explain (analyze, buffers, format json) ${query.sql}`,
            query.parameters,
          );
          const plan = rows[0]['QUERY PLAN'][0].Plan;
          const pages = (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
          perRequest.set(query.request, (perRequest.get(query.request) ?? 0) + pages);
        } catch {
          // A write that cannot run twice (a unique key it just took): its first run was measured
          // by the latency runs; leave it out here.
        } finally {
          await client.query('rollback');
        }
      }
      // The mean, not the median: a call's work can take two values (a member with saved answers in
      // the section or without), and a median flips between them from one draw to the next.
      const pages = [...perRequest.values()];
      work[call.name] = pages.length ? Math.round((sum(pages) / pages.length) * 10) / 10 : 0;
    }
  } finally {
    await client.end();
    await app.close();
    await kysely.destroy();
  }
  return work;
}

const sum = (values) => values.reduce((total, value) => total + value, 0);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarize(runs) {
  return {
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    rps: median(runs.map((r) => r.rps)),
    failed: sum(runs.map((r) => r.failed)),
    total: sum(runs.map((r) => r.total)),
  };
}

/** One statement on its own connection (the bench's set-up and between-run chores). */
async function queryOnce(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return (await client.query(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function countMembers(url) {
  try {
    return (await queryOnce(url, 'select count(*)::int as n from users'))[0].n;
  } catch {
    return 0;
  }
}

/** The bench's own PostgreSQL, and the URL there of the database of `members` members. */
async function benchServer() {
  const server = await startBenchPostgres(BENCH_POSTGRES_DIR);
  const urlFor = (members) => server.url(new URL(defaultSeedUrl(members)).pathname.slice(1));
  const done = () => {
    server.stop();
    if (!process.argv.includes('--keep')) server.remove();
  };
  return { urlFor, done, hugePages: server.hugePages };
}

/** The big database at `url`, seeded now when missing (and timed), else as the last seeding left it. */
async function bigDatabase(members, url) {
  const present = await countMembers(url);
  if (present >= members) {
    const record = fs.existsSync(SEED_RECORD)
      ? JSON.parse(fs.readFileSync(SEED_RECORD, 'utf8'))
      : null;
    return { url, seed: record?.members === members ? record : null };
  }
  console.log(`seeding ${members.toLocaleString('en')} members (this takes minutes)…`);
  await ensureDatabase(url, { recreate: true });
  const { counts, ms } = await seedDatabase(url, members, {
    log: (line) => console.log(`  ${line}`),
  });
  const seed = { members, ms, counts, date: new Date().toISOString().slice(0, 10) };
  fs.mkdirSync(path.dirname(SEED_RECORD), { recursive: true });
  fs.writeFileSync(SEED_RECORD, JSON.stringify(seed, null, 2));
  return { url, seed };
}

async function databaseSize(url) {
  const rows = await queryOnce(
    url,
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  return rows[0].size;
}

export async function benchScale() {
  const big = Number(option('big', '1000000'));
  const rounds = Number(option('rounds', '7'));
  const duration = Number(option('duration', '5'));
  const poolSizes = process.argv.includes('--no-pools')
    ? []
    : option('pools', '10,20,40').split(',').map(Number);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-scale-outbox-'));
  const server = await benchServer();
  try {
    return await measureScale(server, { big, rounds, duration, poolSizes, outbox });
  } finally {
    server.done();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

async function measureScale(server, { big, rounds, duration, poolSizes, outbox }) {
  const { DEFAULT_POOL_SIZE } = await dist('config/index.js');
  const small = { label: '1k', members: 1000, url: server.urlFor(1000) };
  await ensureDatabase(small.url, { recreate: true });
  await seedDatabase(small.url, small.members, { log: () => undefined });
  const { url: bigUrl, seed } = await bigDatabase(big, server.urlFor(big));
  const large = {
    label: big >= 1e6 ? `${big / 1e6}M` : `${big / 1000}k`,
    members: big,
    url: bigUrl,
  };
  const sizes = {
    [small.label]: await databaseSize(small.url),
    [large.label]: await databaseSize(large.url),
  };
  const dbs = [small, large];
  // Every page of both databases in the server's buffers, as on a server whose data fits its memory.
  for (const db of dbs)
    console.log(
      `${db.label}: ${(await prewarm(db.url)).toLocaleString('en')} pages read into shared buffers`,
    );
  for (const db of dbs) {
    db.outbox = outbox;
    // Each round and its warm-up, on the big database also the pool rounds.
    const scoringRuns = (rounds + 1) * (db === large ? 1 + poolSizes.length : 1);
    db.data = await prepare(
      db.url,
      db.members,
      `${Date.now().toString(36)}`,
      duration,
      scoringRuns,
    );
  }
  const work = {};
  for (const db of dbs) work[db.label] = await databaseWork(db);

  const loads = [];
  const results = Object.fromEntries(
    CALLS.map((call) => [call.name, { [small.label]: [], [large.label]: [] }]),
  );
  const servers = {};
  try {
    for (const db of dbs) servers[db.label] = await startApi(db.url, DEFAULT_POOL_SIZE, outbox);
    // Warm-up: every call once briefly on each, so caches and JIT are in the same state.
    for (const call of CALLS)
      for (const db of dbs) await measure(servers[db.label].url, call, db.data, 1);
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? dbs : [...dbs].reverse();
      for (const call of CALLS)
        for (const db of order) {
          const run = await measure(servers[db.label].url, call, db.data, duration);
          results[call.name][db.label].push(run);
          loads.push(os.loadavg()[0]);
          console.log(
            `round ${round + 1} ${call.name.padEnd(44)} ${db.label.padEnd(3)} p50 ${run.p50} ms p99 ${run.p99} ms ${Math.round(run.rps)}/s${run.failed ? ` (${run.failed} failed: ${run.statuses.join(', ') || 'errors/timeouts'})` : ''}`,
          );
        }
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
  }

  // Pool size at the big database: one server at a time (PostgreSQL's connections are shared).
  const pools = Object.fromEntries(
    POOL_CALLS.map((name) => [name, Object.fromEntries(poolSizes.map((p) => [p, []]))]),
  );
  for (let round = 0; round < (poolSizes.length ? rounds : 0); round += 1) {
    const order = round % 2 === 0 ? poolSizes : [...poolSizes].reverse();
    for (const size of order) {
      const server = await startApi(large.url, size, outbox);
      try {
        for (const name of POOL_CALLS) {
          const call = CALLS.find((c) => c.name === name);
          await measure(server.url, call, large.data, 1);
          const run = await measure(server.url, call, large.data, duration);
          pools[name][size].push(run);
          console.log(
            `pool ${String(size).padStart(2)} round ${round + 1} ${name.padEnd(28)} p50 ${run.p50} ms p99 ${run.p99} ms ${Math.round(run.rps)}/s`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
  await ensureDatabase(small.url, { drop: true });
  return {
    postgres: { ...serverSettings(), hugePages: server.hugePages },
    load: { min: Math.min(...loads), max: Math.max(...loads), median: median(loads) },
    work,
    small,
    large,
    seed,
    sizes,
    rounds,
    duration,
    results,
    pools,
    poolSizes,
    defaultPool: DEFAULT_POOL_SIZE,
    kept: process.argv.includes('--keep'),
  };
}

/** How the bench's PostgreSQL was set up (older runs measured on the machine's shared server). */
function postgresLine(settings) {
  if (!settings) return "PostgreSQL: the machine's shared server with its package defaults.";
  return `PostgreSQL: a server of the bench's own (\`scripts/lib/bench-postgres.mjs\`) sized as a production one — \`shared_buffers\` ${settings.shared_buffers}, \`effective_cache_size\` ${settings.effective_cache_size} — with both databases read into its buffers (\`pg_prewarm\`) before the first round${settings.hugePages ? ', its shared memory on 2 MB huge pages (docs/operations.md says why)' : settings.hugePages === false ? ', its shared memory on 4 KB pages: the huge pages it asks for could not be reserved (the bench reserves them when run as root; docs/operations.md says why they matter)' : ''}. The machine's shared server keeps the package defaults (128 MB of buffers): the 1M database's pages came through the kernel there, and the ratios measured that.`;
}

/** Each round's p99 at the big database over the small one's (run back to back): their median. */
const roundsRatio = (runs, small, large) =>
  median(runs[large].map((run, round) => run.p99 / runs[small][round].p99));

function section(r) {
  const { small, large } = r;
  const rows = CALLS.map((call) => {
    const a = summarize(r.results[call.name][small.label]);
    const b = summarize(r.results[call.name][large.label]);
    const ratio = b.p99 / a.p99;
    const paired = roundsRatio(r.results[call.name], small.label, large.label);
    const failed = a.failed + b.failed;
    return `| ${call.name} | ${a.p50} | ${a.p99} | ${Math.round(a.rps)} | ${b.p50} | ${b.p99} | ${Math.round(b.rps)} | ${ratio.toFixed(2)}× | ${paired.toFixed(2)}× | ${ratio <= GOAL_RATIO ? 'met' : 'over'}${failed ? ` (${failed} non-2xx)` : ''} |`;
  });
  const met = CALLS.filter((call) => {
    const a = summarize(r.results[call.name][small.label]);
    const b = summarize(r.results[call.name][large.label]);
    return b.p99 / a.p99 <= GOAL_RATIO;
  }).length;
  // Calls that ask the same of the database at both sizes: their ratio is the load's alone.
  const sameWork = CALLS.filter(
    (call) => r.work[small.label][call.name] === r.work[large.label][call.name],
  ).map((call) => {
    const a = summarize(r.results[call.name][small.label]);
    const b = summarize(r.results[call.name][large.label]);
    return `${call.name} (${(b.p99 / a.p99).toFixed(2)}×)`;
  });
  const poolRows = POOL_CALLS.map(
    (name) =>
      `| ${name} | ${r.poolSizes
        .map((size) => {
          const s = summarize(r.pools[name][size]);
          return `${s.p50} / ${s.p99} ms, ${Math.round(s.rps)}/s`;
        })
        .join(' | ')} |`,
  );
  const seed = r.seed
    ? `Seeding ${r.seed.members.toLocaleString('en')} members took **${Math.round(r.seed.ms / 1000)} s** (${r.seed.date}; \`npm run seed:scale\`): ${Object.entries(
        r.seed.counts,
      )
        .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
        .join(', ')}.`
    : 'Seeding time: not recorded (the database was seeded before the record existed).';
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${SECTION_MARK}

Written by \`node scripts/bench/scale.mjs\` (also run by \`npm run bench\`) on ${os.cpus().length} cores (${cpu}),
Node ${process.version}, PostgreSQL on the same machine, ${new Date().toISOString().slice(0, 10)}.
${postgresLine(r.postgres)}

Two API instances (built \`api/dist\`, \`DATABASE_POOL_SIZE=${r.defaultPool}\`), one on a database of
${small.members.toLocaleString('en')} members (${r.sizes[small.label]}) and one on ${large.members.toLocaleString('en')} members (${r.sizes[large.label]}), both made by
the seeding command with the same shares (api/src/dev/seed-scale.ts). ${seed}

Each call: autocannon, ${CONNECTIONS} connections, ${r.duration} s per database per round, ${r.rounds} rounds alternating which
database goes first; after each run the bench waits until the instance has finished the requests
still in flight (the run's longest latency), so the next run has the cores to itself. The figures
are the medians over the rounds (ms; requests per second). Every
request picks one of ${MEMBERS_DRAWN.toLocaleString('en')} members drawn uniformly from the whole database, as many at both sizes so that
only the database differs (signed tokens for member calls; a
new result for every scoring; the phone lookups' sealed replies, each good once, opened again before
every run; the reset links of earlier runs deleted before each forgot-password run, since past three
an hour an account gets no more mail). The login limits are lifted for the run (one client
address). Goal: p99 at ${large.label} ≤ ${GOAL_RATIO}× p99 at ${small.label}: **${met} of ${CALLS.length} calls** meet it, judged on the
p99 ratio (the median p99 at ${large.label} over the median at ${small.label}). Beside it, the median of the
rounds' own ratios (each round's two runs back to back), which the machine's drifts move less.

| call | ${small.label} p50 | ${small.label} p99 | ${small.label} req/s | ${large.label} p50 | ${large.label} p99 | ${large.label} req/s | p99 ratio | rounds' ratios, median | goal |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

The machine is shared: its load average (1 minute) over the measurements was ${r.load.min.toFixed(1)}–${r.load.max.toFixed(1)}
(median ${r.load.median.toFixed(1)}) on ${os.cpus().length} cores. Latencies at that load are mostly time spent waiting for a core,
for both databases alike; the ratio column is what the interleaving protects, the absolute figures are not
this code's speed.${sameWork.length ? ` How far the load alone moves a ratio: ${sameWork.join(', ')} — each touches as many database pages at both sizes (below).` : ''}

### Database work per call (load-independent)

${r.workDate ? `_Measured again at ${r.workDate} UTC (\`--work-only\`), after the latency runs above._\n\n` : ''}What each call asks of PostgreSQL, measured so that the machine's load cannot move it: every query of
${REQUESTS_PER_CALL} requests per call (members drawn as above) run again under \`EXPLAIN (ANALYZE, BUFFERS)\` in a
rolled-back transaction; the figure is the mean per request of the 8 KiB pages touched (shared hits
+ reads). An index lookup touches one page per B-tree level, so this grows with the logarithm of a
table; a scan of a table that grows with members would show thousands of pages at ${large.label}.

| call | pages at ${small.label} | pages at ${large.label} | ratio |
|---|---:|---:|---:|
${CALLS.map((call) => {
  const a = r.work[small.label][call.name];
  const b = r.work[large.label][call.name];
  return `| ${call.name} | ${a} | ${b} | ${a ? `${(b / a).toFixed(2)}×` : '—'} |`;
}).join('\n')}

### Pool size (${large.label} members)

${
  r.poolSizes.length === 0
    ? 'Not measured in this run (`--no-pools`).'
    : `The database-heavy calls at ${CONNECTIONS} connections on the ${large.label} database, one instance at a time with
\`DATABASE_POOL_SIZE\` ${r.poolSizes.join(', ')} (p50 / p99, requests per second; medians of ${r.rounds} interleaved rounds):

| call | ${r.poolSizes.map((size) => `pool ${size}`).join(' | ')} |
|---|${r.poolSizes.map(() => '---:').join('|')}|
${poolRows.join('\n')}`
}

The ${large.label} database was ${r.kept ? 'kept (--keep, in .bench/postgres)' : 'dropped after measuring'}.
`;
}

const LAST_RUN = path.join(ROOT, '.bench', 'scale-last.json');

/**
 * --work-only: measures the database work per call again (a few minutes, the big database kept)
 * and keeps the last run's latency and pool figures, saying so in the section.
 */
async function workOnly(last) {
  const big = Number(option('big', '1000000'));
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-scale-outbox-'));
  const server = await benchServer();
  const work = {};
  try {
    const small = { label: last.small.label, members: 1000, url: server.urlFor(1000), outbox };
    await ensureDatabase(small.url, { recreate: true });
    await seedDatabase(small.url, small.members, { log: () => undefined });
    const { url } = await bigDatabase(big, server.urlFor(big));
    const large = { label: last.large.label, members: big, url, outbox };
    for (const db of [small, large]) {
      db.data = await prepare(db.url, db.members, `w${Date.now().toString(36)}`);
      work[db.label] = await databaseWork(db);
    }
  } finally {
    server.done();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
  return { ...last, work, workDate: new Date().toISOString().slice(0, 16).replace('T', ' ') };
}

/** Measures (or re-renders) and returns the section; writes it to docs unless `print`. */
export async function runScaleBench({ print = false } = {}) {
  // --render: write the section again from the last run's figures (no measurement).
  const result = process.argv.includes('--render')
    ? JSON.parse(fs.readFileSync(LAST_RUN, 'utf8'))
    : process.argv.includes('--work-only')
      ? await workOnly(JSON.parse(fs.readFileSync(LAST_RUN, 'utf8')))
      : await benchScale();
  const text = section(result);
  if (FOCUSED) return text;
  fs.mkdirSync(path.dirname(LAST_RUN), { recursive: true });
  fs.writeFileSync(LAST_RUN, JSON.stringify(result));
  if (!print) writeBenchSection(SECTION_MARK, text);
  return text;
}

if (process.argv.includes('--serve')) await serve();
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const built = await buildAll({ targets: ['api'] });
    if (built.some((result) => !result.ok)) throw new Error('the API did not build');
    console.log(await runScaleBench({ print: process.argv.includes('--print') }));
  } catch (error) {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  }
}
