// `npm run bench`, search part: POST /main/search under load (issue 7).
// Starts the built API on a free loopback port (its own SQLite file; search does not touch it),
// drives it with autocannon at 64 connections for a bounded time, and reads each answer's
// `Server-Timing: search;dur=<ms>` for the server's own time (goal: p99 ≤ 5 ms). A first pass
// sends every query once to a fresh process, so the uncached search is measured too.
// Writes its own section of docs/benchmarks.md (between markers), leaving the rest alone.
// Alone: `node scripts/bench/search.mjs` (builds shared and the API when stale).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { buildAll } from '../lib/build.mjs';
import { bold, green, heading, red } from '../lib/log.mjs';
import { writeBenchSection } from '../lib/bench-doc.mjs';
import { ROOT } from '../lib/workspace.mjs';
import { freePort } from '../lib/ports.mjs';

export const CONNECTIONS = 64;
export const DURATION_S = 5;
export const GOAL_P99_MS = 5;

/** What members search: the recommended words, codes, numbers, phrases, misses. */
const QUERIES = [
  '창의성',
  '지구력',
  '활동성',
  '배려',
  '경쟁',
  '목표',
  '예민함',
  '몰입',
  '대인관계',
  '창의적인',
  '창의성이',
  '대인 관계',
  '학습 유전자',
  '검사 방법',
  'II-A-44-SS',
  'dd-c-45-sl',
  'ii-a',
  '5-HTT',
  '12',
  '27번',
  '거북이',
  '집중력',
  '꾸준한 공부',
  '스트레스',
  '부모님',
  '끈기를',
  '집중력이 약해요',
  'ㅊㅇㅅ',
  '모둠 활동',
  '양자역학',
];

async function startApi(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SQLITE_PATH: path.join(dir, 'bench.sqlite'),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The API did not start within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function serverMs(headers) {
  const match = /search;dur=([\d.]+)/.exec(headers['server-timing'] ?? '');
  return match ? Number(match[1]) : null;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const body = (searchItem) => JSON.stringify({ searchItem });

/** Every query once, one at a time, against a process that has answered none of them. */
async function coldPass(url) {
  const times = [];
  for (const query of QUERIES) {
    const response = await fetch(`${url}/main/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(query),
    });
    if (!response.ok) throw new Error(`"${query}" answered ${response.status}`);
    await response.arrayBuffer();
    times.push(serverMs(Object.fromEntries(response.headers)));
  }
  return times.filter((time) => time !== null).sort((a, b) => a - b);
}

async function loadTest(url) {
  const server = [];
  let errors = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: QUERIES.map((query) => ({
      method: 'POST',
      path: '/main/search',
      headers: { 'content-type': 'application/json' },
      body: body(query),
      onResponse: (status, _body, _context, headers) => {
        if (status !== 200) errors += 1;
        const ms = serverMs(headers);
        if (ms !== null) server.push(ms);
      },
    })),
  });
  server.sort((a, b) => a - b);
  return { result, server, errors };
}

const fmt = (ms) => `${ms.toFixed(2)} ms`;

/** Runs the search benchmark; returns its markdown section. */
export async function benchSearch() {
  heading('search API: POST /main/search');
  const built = await buildAll({ targets: ['api'] });
  if (built.some((result) => !result.ok)) throw new Error('shared or the API did not build.');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-bench-search-'));
  const api = await startApi(dir);
  let cold;
  let load;
  try {
    cold = await coldPass(api.url);
    load = await loadTest(api.url);
  } finally {
    await api.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const { result, server, errors } = load;
  const p99 = percentile(server, 99);
  const met = p99 <= GOAL_P99_MS && errors === 0 && result.non2xx === 0;
  const rows = [
    ['server time (Server-Timing), p50', fmt(percentile(server, 50))],
    ['server time, p99', `${fmt(p99)} (goal ≤ ${GOAL_P99_MS} ms: ${met ? 'met' : 'not met'})`],
    ['server time, max', fmt(server.at(-1) ?? NaN)],
    ['latency at the client (autocannon), p50', `${result.latency.p50} ms`],
    ['latency at the client, p99', `${result.latency.p99} ms`],
    ['requests per second (mean)', String(Math.round(result.requests.average))],
    [
      'requests answered',
      `${server.length} (${errors + result.non2xx} not 200, ${result.errors} errors)`,
    ],
    [
      'uncached search, first answer per query, p50 / max',
      `${fmt(percentile(cold, 50))} / ${fmt(cold.at(-1) ?? NaN)}`,
    ],
  ];
  console.log(rows.map(([name, value]) => `${name}: ${bold(value)}`).join('\n'));
  console.log(met ? green('search: goal met') : red('search: goal not met'));

  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  return `## Search API (\`POST /main/search\`)

Measured ${date}. autocannon, ${CONNECTIONS} connections for ${DURATION_S} s, against the built API (\`api/dist/server.js\`, one
process) on a loopback port of the same machine (${os.cpus().length} cores, ${cpu}, Node ${process.version}),
cycling through ${QUERIES.length} queries (the nine recommended words, particles and spacing variants,
codes, numbers, a miss). Server time is what the API reports in \`Server-Timing: search;dur\`
(from Fastify's request start through parsing, validation, search and serialization); client
latency adds the queue of 64
connections sharing one event loop and autocannon itself on the same cores. The index is built
once at start-up; repeated queries are answered from a 500-entry cache, so the last row measures
each query's first, uncached search on a fresh process.

| measure | value |
| --- | ---: |
${rows.map(([name, value]) => `| ${name} | ${value} |`).join('\n')}

Reproduce: \`npm run bench\` (all benchmarks) or \`node scripts/bench/search.mjs\` (this one).`;
}

/** Replaces the search section of docs/benchmarks.md (appends it when there is none). */
export function writeSearchSection(section) {
  writeBenchSection('## Search API', section);
  console.log(green('docs/benchmarks.md: search section written.'));
}

/** The search benchmark and its section of docs/benchmarks.md (what scripts/bench.mjs calls). */
export async function runSearchBench() {
  writeSearchSection(await benchSearch());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await runSearchBench();
  } catch (error) {
    console.error(red(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  }
}
