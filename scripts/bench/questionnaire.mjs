#!/usr/bin/env node
// The questionnaire's API speed (issue 5): autocannon against
//   - a bare Fastify hello-world (the baseline),
//   - GET /questions/getQuestionsList (a member's 44 questions with saved answers),
//   - POST /questions/calculateResult (scoring a full section A and storing it; every request
//     scores a different result, so each one takes the whole write path, not the replay path),
// each server in its own process on this machine, in the same run, SQLite, 64 connections.
// Goal: ≥ 60 % of the baseline's requests per second and p99 ≤ 20 ms.
//
// `node scripts/bench/questionnaire.mjs` runs it alone and replaces its section in
// docs/benchmarks.md (`--print`: the table only, the doc untouched); `npm run bench` calls questionnaireSection() and appends the section.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONNECTIONS = 64;
const DURATION_S = 10;
// calculateResult: the member starts with POOL_RESULTS results for others (each scored once),
// WARMUP_RESULTS of them for a first warm-up; more are added before the measurement from the
// rate of a second, timed warm-up.
const POOL_RESULTS = 12_000;
const WARMUP_RESULTS = 4_000;
const GOAL_SHARE = 0.6;
const GOAL_P99_MS = 20;
const SECTION_MARK = '## Questionnaire API';

// ---- child process: one server ------------------------------------------------------------
async function serve(kind) {
  let app;
  if (kind === 'hello') {
    const { default: Fastify } = await import('fastify');
    app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
  } else {
    const { buildApp } = await import(pathToFileURL(path.join(ROOT, 'api', 'dist', 'app.js')).href);
    const { loadConfig } = await import(
      pathToFileURL(path.join(ROOT, 'api', 'dist', 'config.js')).href
    );
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Sign-up is limited per address; the benchmark signs up from one.
      SIGNUP_RATE_LIMIT: '1000/1m',
    });
    app = await buildApp(config);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A clean exit (so --cpu-prof can write its profile when this server is profiled).
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  // The parent asks for this process's CPU time around a measurement: CPU per request is steadier
  // than requests per second on a machine shared with other work.
  process.on('message', (message) => {
    if (message === 'cpu') process.send(process.cpuUsage());
  });
  process.stdout.write(`listening ${app.server.address().port}\n`);
}

// ---- parent: measure ----------------------------------------------------------------------
// --profile=DIR: the API child writes a V8 CPU profile there when it stops (node --cpu-prof).
const PROFILE_DIR = process.argv.find((arg) => arg.startsWith('--profile='))?.slice(10);
// --only=list|calc: one endpoint (for a profile of it alone).
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);

function startServer(kind, env = {}) {
  const profile =
    kind === 'api' && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...profile, fileURLToPath(import.meta.url), '--serve', kind],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match)
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          stop: () => stop(child),
          cpu: () =>
            new Promise((done) => {
              child.once('message', done);
              child.send('cpu');
            }),
        });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function run(options) {
  return new Promise((resolve, reject) => {
    // A fixed amount of requests replaces the duration.
    const timing = options.amount ? {} : { duration: DURATION_S };
    autocannon({ connections: CONNECTIONS, ...timing, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function json(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A verified member with `count` results answered for others (more on demand), ready to be scored. */
async function prepare(url, sqlitePath, count) {
  const suffix = Date.now().toString(36).slice(-6);
  const member = {
    userId: `bench${suffix}`,
    email: `bench.${suffix}@example.com`,
    password: 'Genetype!2345',
  };
  const session = await json(`${url}/user/signup`, {
    method: 'POST',
    body: JSON.stringify({
      ...member,
      confirmPassword: member.password,
      consents: { termsAgreed: true, privacyAgreed: true, birthDate: '1990-05-01' },
    }),
  });
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(sqlitePath);
  db.pragma('busy_timeout = 5000');
  // Answering needs a nickname and a phone number; other features set them in the product.
  db.prepare('update users set nickname = ?, phone_number = ? where email = ?').run(
    member.userId,
    '01000000000',
    member.email,
  );
  const owner = db.prepare('select id from users where email = ?').get(member.email).id;
  db.close();
  const ids = [];
  /** Adds `more` unanswered results for others (each one scored once, then used up). */
  const addResults = (more) => {
    const writer = new Database(sqlitePath);
    writer.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const insert = writer.prepare(
      `insert into results (id, owner_id, is_self, subject_name, completed, code, type_id, created_at, updated_at)
       values (?, ?, 0, ?, 0, null, null, ?, ?)`,
    );
    writer.transaction(() => {
      for (let i = 0; i < more; i += 1) {
        const id = `bench-${suffix}-${ids.length}`;
        insert.run(id, owner, `bench ${ids.length}`, now, now);
        ids.push(id);
      }
    })();
    writer.close();
  };
  addResults(count);
  const headers = { authorization: `Bearer ${session.token.token}` };
  const list = await json(`${url}/questions/getQuestionsList`, { headers });
  // Half the answers saved, as a member halfway through would have.
  await json(`${url}/questions/saveAnswers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      questions: JSON.stringify(
        list.questions.slice(0, 22).map((q) => ({ _id: q._id, answer: 'yes' })),
      ),
    }),
  });
  const answers = list.questions.map((q, i) => ({
    _id: q._id,
    answer: i % 3 === 0 ? 'yes' : 'no',
  }));
  const body = JSON.stringify({ email: member.email, questions: JSON.stringify(answers) });
  return { headers, ids, addResults, body };
}

/** One measured run, with the server's CPU time (user + system) spent on it. */
async function measure(server, options) {
  const before = await server.cpu();
  const result = await run(options);
  const after = await server.cpu();
  result.serverCpuUs = after.user - before.user + (after.system - before.system);
  return result;
}

const summary = (result) => ({
  cpuUs: result.serverCpuUs / result.requests.total,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  total: result.requests.total,
});

export async function questionnaireSection() {
  console.log('questionnaire bench: building shared and api');
  execFileSync('npm', ['run', 'build', '-w', '@genetype/shared', '-w', '@genetype/api'], {
    cwd: ROOT,
    stdio: 'ignore',
  });

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-bench-api-'));
  const sqlitePath = path.join(tmp, 'bench.sqlite');
  const rows = [];
  try {
    const hello = await startServer('hello');
    try {
      await run({ url: hello.url, duration: 2 });
      rows.push([
        'bare Fastify hello-world (baseline)',
        summary(await measure(hello, { url: hello.url })),
      ]);
    } finally {
      await hello.stop();
    }

    const api = await startServer('api', { SQLITE_PATH: sqlitePath });
    try {
      const { headers, ids, addResults, body } = await prepare(api.url, sqlitePath, POOL_RESULTS);
      if (ONLY !== 'calc') {
        const listUrl = `${api.url}/questions/getQuestionsList`;
        await run({ url: listUrl, headers, duration: 2 });
        rows.push([
          '`GET /questions/getQuestionsList`',
          summary(await measure(api, { url: listUrl, headers })),
        ]);
      }

      if (ONLY !== 'list') {
        // Each request takes the next unscored result; running out would turn requests into
        // replays (a cheaper path), so that is an error, never a wrap-around.
        let next = 0;
        const score = (options, measured = false) =>
          (measured ? (o) => measure(api, o) : run)({
            url: `${api.url}/questions/calculateResult`,
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body,
            ...options,
            requests: [
              {
                setupRequest: (request) => {
                  if (next >= ids.length) throw new Error('calculateResult: results used up');
                  return {
                    ...request,
                    path: `/questions/calculateResult?resultId=${ids[next++]}`,
                  };
                },
              },
            ],
          });
        await score({ amount: WARMUP_RESULTS });
        // Enough fresh results for twice the rate seen so far, over the whole measurement.
        const warm = await score({ duration: 2 });
        addResults(Math.ceil(warm.requests.average * DURATION_S * 2) + 10_000);
        const scored = await score({}, true);
        rows.push([
          '`POST /questions/calculateResult` (scores and stores section A)',
          summary(scored),
        ]);
      }
    } finally {
      await api.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const base = rows[0][1].rps;
  const table = rows.map(([name, s], i) => {
    const share = s.rps / base;
    const goal =
      i === 0
        ? ''
        : share >= GOAL_SHARE && s.p99 <= GOAL_P99_MS
          ? 'met'
          : `over (${share < GOAL_SHARE ? 'rate' : 'p99'})`;
    return `| ${name} | ${Math.round(s.rps)} | ${i === 0 ? '100 %' : `${Math.round(share * 100)} %`} | ${s.p50} | ${s.p99} | ${Math.round(s.cpuUs)} | ${s.total} | ${s.errors} | ${goal} |`;
  });
  for (const line of table) console.log(line);
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `
${SECTION_MARK}

Written by \`scripts/bench/questionnaire.mjs\` (part of \`npm run bench\`, or run it alone with
\`node scripts/bench/questionnaire.mjs\`). autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a 2 s
warm-up (calculateResult: ${WARMUP_RESULTS} requests then 2 s of warm-up, every request scoring a different result), each server alone
in its own process, the API on SQLite (WAL). ${os.cpus().length} cores (${cpu}), Node ${process.version},
${new Date().toISOString().slice(0, 10)}, load average at the end ${os.loadavg()[0].toFixed(1)} (a shared machine
skews every figure; compare rows of one run, not runs). Goal: ≥ ${GOAL_SHARE * 100} % of the baseline's requests per second and
p99 ≤ ${GOAL_P99_MS} ms.

| server | req/s | vs baseline | p50 ms | p99 ms | server CPU µs/request | requests | errors | goal |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${table.join('\n')}

Where the time goes (a \`--cpu-prof\` of the API under this load, getQuestionsList): about a quarter
in SQLite through Kysely — its SQLite driver prepares every statement anew (better-sqlite3
\`prepare\` alone ≈ 12 %) and a list takes three queries (member, result, saved answers) — about a
sixth writing the ~6 KB response to the socket, the rest Fastify hooks, JWT checks and garbage
collection; the hello-world does none of this. The goals are not met on this machine. The next
steps, in order of effect: a prepared-statement cache in the SQLite dialect (api/src/db), one
query per list request, and a serializer schema for the question list.
`;
}

// Entry points last: the declarations above must exist before top-level code uses them.
if (process.argv[2] === '--serve') {
  await serve(process.argv[3]);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const section = await questionnaireSection();
  // --print: measure and print the table only (trying a change), leaving the doc alone.
  if (process.argv.includes('--print')) process.exit(0);
  const file = path.join(ROOT, 'docs', 'benchmarks.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const at = previous.indexOf(SECTION_MARK);
  const rest = at < 0 ? '' : previous.slice(at + SECTION_MARK.length);
  const next = rest.search(/\n## /);
  const kept = at < 0 ? previous.trimEnd() : previous.slice(0, at).trimEnd();
  const after = at < 0 || next < 0 ? '' : rest.slice(next);
  fs.writeFileSync(file, `${kept}\n\n${section.trim()}\n${after}`);
  console.log('docs/benchmarks.md: questionnaire section written.');
}
