#!/usr/bin/env node
// Server CPU per request of the questionnaire's two member-facing routes, for a before/after of
// one change: every build given (--api-dist=DIR, repeatable; default api/dist) runs in this one
// process on its own SQLite file, and the builds take turns, round after round, so a busy machine
// slows them alike. Requests go one at a time through Fastify's inject (no sockets, no client on
// the same cores); the figure is this process's CPU time (user + system) per request, median of
// the rounds. Used for the decision on QueryTemplate (docs/decisions.md, issue 16).
//
//   node scripts/bench/route-cpu.mjs --api-dist=/tmp/before/api/dist --api-dist=api/dist
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const dists = process.argv.filter((a) => a.startsWith('--api-dist=')).map((a) => a.slice(11));
if (dists.length === 0) dists.push(path.join(ROOT, 'api', 'dist'));
const ROUNDS = Number(arg('rounds', 7));
const REQUESTS = Number(arg('requests', 300));

async function start(dist, dir) {
  const { buildApp } = await import(pathToFileURL(path.resolve(dist, 'app.js')).href);
  const { loadConfig } = await import(pathToFileURL(path.resolve(dist, 'config.js')).href);
  const sqlitePath = path.join(dir, 'bench.sqlite');
  const app = await buildApp(
    loadConfig({
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SQLITE_PATH: sqlitePath,
    }),
  );
  await app.ready();
  const call = async (method, url, headers, payload) => {
    const response = await app.inject({ method, url, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
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
  const db = new Database(sqlitePath);
  db.pragma('busy_timeout = 5000');
  db.prepare('update users set nickname = ?, phone_number = ? where email = ?').run(
    member.userId,
    '01000000000',
    member.email,
  );
  const owner = db.prepare('select id from users where email = ?').get(member.email).id;
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
  const insert = db.prepare(
    `insert into results (id, owner_id, is_self, subject_name, completed, code, type_id, created_at, updated_at)
     values (?, ?, 0, ?, 0, null, null, ?, ?)`,
  );
  const ids = [];
  db.transaction(() => {
    for (let i = 0; i < (ROUNDS + 1) * REQUESTS; i += 1) {
      ids.push(`cpu-${i}`);
      insert.run(`cpu-${i}`, owner, `bench ${i}`, now, now);
    }
  })();
  db.close();
  return {
    app,
    list: () => call('GET', '/questions/getQuestionsList', headers),
    calc: () => call('POST', `/questions/calculateResult?resultId=${ids.pop()}`, headers, scoring),
  };
}

async function cpuPerRequest(send) {
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) await send();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / REQUESTS;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const servers = [];
for (const dist of dists) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cpu-'));
  servers.push({ dist, dir, ...(await start(dist, dir)), figures: { list: [], calc: [] } });
}
try {
  // One unmeasured round warms every build up (JIT, statement caches).
  for (const server of servers)
    for (const route of ['list', 'calc']) await cpuPerRequest(server[route]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const route of ['list', 'calc']) {
      for (const server of servers) server.figures[route].push(await cpuPerRequest(server[route]));
    }
  }
  console.log(
    `CPU µs per request, median of ${ROUNDS} rounds of ${REQUESTS} (load ${os.loadavg()[0].toFixed(1)}):`,
  );
  for (const server of servers) {
    const { list, calc } = server.figures;
    console.log(
      `${server.dist}: getQuestionsList ${Math.round(median(list))} (${list.map(Math.round).join(', ')}); calculateResult ${Math.round(median(calc))} (${calc.map(Math.round).join(', ')})`,
    );
  }
} finally {
  for (const server of servers) {
    await server.app.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
}
