#!/usr/bin/env node
// Public pages at the edge's speed (issue 35, item 1; docs/decisions.md "Pages at the edge"): through
// the production topology (scripts/lib/prod/topology.mjs, what `npm run start:prod` runs), each
// public address against a static file nginx serves from disk (the shell's main JS, brotli_static),
// measured beside each other: in every round and at every connection count the static file first,
// then each address, ROUNDS times. Goal per address: ≥ 50 % of the static file's requests/s and a
// p99 ≤ 2× the static file's, at 32 and at 256 connections. The machine is shared: only the ratios
// to the static file of the same round mean anything.
//
//   node scripts/bench/edge-pages.mjs              writes its section of docs/benchmarks.md
//   --print                                        measures, leaves the doc alone
//   --no-cache                                     the edge's page cache off (proxy_cache off): every
//                                                  page composed per request, as before the cache
//   --rounds N (3)  --duration S (10)  --connections 32,256
//
// Needs PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL's server, else 127.0.0.1:5432; its own
// database genetype_edge_pages, made afresh) and Redis (REDIS_URL or 127.0.0.1:6379).
import fs from 'node:fs';
import autocannon from 'autocannon';
import { writeBenchSection } from '../lib/bench-doc.mjs';
import {
  apiCall,
  benchDatabaseUrl,
  dropDatabase,
  signupBody,
  sleep,
} from '../lib/prod/bench-harness.mjs';
import { startTopology } from '../lib/prod/topology.mjs';
import { distDir } from '../lib/workspace.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1] : fallback;
};
const print = argv.includes('--print');
const cache = !argv.includes('--no-cache');
const ROUNDS = Number(option('--rounds', 3));
const DURATION_S = Number(option('--duration', 10));
const CONNECTIONS = option('--connections', '32,256').split(',').map(Number);
const GOAL_RPS_SHARE = 0.5;
const GOAL_P99_RATIO = 2;
const SECTION_MARK = '## Public pages at the edge (nginx page cache)';
const DB = 'genetype_edge_pages';

// A returning Korean visitor's browser: its bucket, its language, brotli.
const HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'ko-KR,ko;q=0.9,en-US;q=0.8',
  cookie: 'genetype_rollout_bucket=bench-visitor-1',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A member with a short share address, made through the API; its code. */
async function makeShareCode(site) {
  const api = site.publicApiUrl;
  const userId = `edge${Date.now().toString(36).slice(-6)}`;
  const signup = await apiCall(api, {
    method: 'POST',
    url: '/user/signup',
    body: signupBody({ userId, email: `${userId}@example.com`, password: 'EdgePages1!' }),
  });
  const body = signup.data;
  if (signup.status < 200 || signup.status >= 300)
    throw new Error(`signup ${signup.status}: ${JSON.stringify(body)}`);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE users SET nickname = $1 WHERE user_id = $2', [
      `엣지${userId}`,
      userId,
    ]);
  } finally {
    await client.end();
  }
  const share = await fetch(`${api}/profiles/share`, {
    method: 'POST',
    headers: { authorization: `Bearer ${body.token.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const shared = await share.json();
  if (!share.ok || typeof shared.code !== 'string')
    throw new Error(`POST /profiles/share ${share.status}: ${JSON.stringify(shared)}`);
  return shared.code;
}

/** The shell's main script: a built JS file nginx serves from disk (its .br beside it). */
function staticFile() {
  const dir = distDir('shell');
  const name = fs
    .readdirSync(dir)
    .filter((file) => /^main\.[0-9a-f]{8,}\.js$/.test(file))
    .sort()[0];
  if (!name) throw new Error(`no main.<hash>.js in ${dir}: build the shell first`);
  return `/${name}`;
}

function measure(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION_S, headers: HEADERS }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            rps: result.requests.average,
            p99: result.latency.p99,
            failed: result.non2xx + result.errors + result.timeouts,
            max: result.latency.max,
          }),
    );
  });
}

async function main() {
  const env = { ...process.env, LOG_LEVEL: 'warn' };
  env.DATABASE_URL = benchDatabaseUrl(DB, env);
  await dropDatabase(env.DATABASE_URL);
  const site = await startTopology({ quiet: true, env, pagesCache: cache });
  try {
    let share;
    try {
      share = `/s/${await makeShareCode(site)}`;
    } catch (error) {
      console.warn(`no share code (${error.message}): /s/ measured with a missing code`);
      share = '/s/missing-code';
    }
    const base = `http://127.0.0.1:${site.ports.nginx}`;
    const file = staticFile();
    const addresses = [
      '/',
      '/typeReport/1',
      '/geneType',
      '/learningGene',
      share,
      '/sitemap.xml',
      '/robots.txt',
    ];
    // Warm: each address composed (and kept) once, and how it is answered now.
    const warm = {};
    for (const address of [file, ...addresses]) {
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${base}${address}`, { headers: HEADERS });
        await response.arrayBuffer();
        warm[address] = `${response.status} ${response.headers.get('x-cache-status') ?? '-'}`;
      }
    }
    console.log('warm:', warm);
    const runs = {};
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const connections of CONNECTIONS) {
        for (const address of [file, ...addresses]) {
          const run = await measure(`${base}${address}`, connections);
          (runs[`${connections} ${address}`] ??= []).push(run);
          console.log(
            `round ${round}, ${connections} conn, ${address}: ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms${run.failed ? `, ${run.failed} failed` : ''}`,
          );
          // The connections still in flight finish before the next address.
          await sleep(Math.min(5000, run.max + 250));
        }
      }
    }
    return { file, addresses, runs, share };
  } finally {
    await site.stop();
  }
}

function report({ file, addresses, runs }) {
  const rows = [];
  let met = true;
  for (const connections of CONNECTIONS) {
    const fileRuns = runs[`${connections} ${file}`];
    for (const address of [file, ...addresses]) {
      const own = runs[`${connections} ${address}`];
      // Each round's ratio to the static file of the same round, then the median of the rounds.
      const rpsShare = median(own.map((run, i) => run.rps / fileRuns[i].rps));
      const p99Ratio = median(own.map((run, i) => run.p99 / Math.max(1, fileRuns[i].p99)));
      const ok = address === file || (rpsShare >= GOAL_RPS_SHARE && p99Ratio <= GOAL_P99_RATIO);
      met &&= ok;
      const failed = own.reduce((sum, run) => sum + run.failed, 0);
      rows.push(
        `| ${connections} | \`${address.startsWith('/s/') ? '/s/{code}' : address === file ? 'static JS (disk)' : address}\` | ${Math.round(median(own.map((r) => r.rps)))} (${own.map((r) => Math.round(r.rps)).join('–')}) | ${median(own.map((r) => r.p99))} | ${address === file ? '—' : `${Math.round(rpsShare * 100)} %`} | ${address === file ? '—' : `${p99Ratio.toFixed(2)}×`} | ${failed} | ${address === file ? '' : ok ? 'yes' : '**no**'} |`,
      );
    }
  }
  return { met, rows };
}

const result = await main();
const { met, rows } = report(result);
const text = `${SECTION_MARK}

\`node scripts/bench/edge-pages.mjs${cache ? '' : ' --no-cache'}\` (${new Date().toISOString().slice(0, 10)}): the production topology, a returning Korean visitor's browser (bucket cookie, \`Accept-Language: ko-KR…\`, brotli), autocannon ${DURATION_S} s per address, ${ROUNDS} rounds; in each round and connection count the static file first, then each address. Ratios: per round against the static file of that round, median of the rounds. Goal: ≥ ${GOAL_RPS_SHARE * 100} % of the static file's req/s and p99 ≤ ${GOAL_P99_RATIO}× its p99.${cache ? '' : ' **Cache off** (every page composed per request, as before the edge cache).'}

| conn | address | req/s median (rounds) | p99 ms | req/s vs static | p99 vs static | failed | goal |
| ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}

Goal ${met ? 'met' : '**missed**'}.
`;
console.log(`\n${text}`);
if (!print && cache) writeBenchSection(SECTION_MARK, text);
process.exitCode = met ? 0 : 1;
