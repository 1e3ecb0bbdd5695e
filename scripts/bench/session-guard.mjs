#!/usr/bin/env node
// The per-request cost of the session guard's check (issue 14, item 3): every member-only request
// verifies its access token and looks its session up in the in-memory list of revoked sessions
// (no database read). Measured in-process on the built API (api/dist), the way the guard calls it:
//   - guard: SessionService.authenticate with a revocation list holding REVOKED entries;
//   - baseline: the same call with the list replaced by a stub that knows nothing (the check as it
//     was before revocation), so the difference is what the revocation lookup adds.
// Same signed token on every call, as a member's requests within one access-token lifetime are
// (@fastify/jwt's verify cache is on, as in the API). Median of ROUNDS rounds of CALLS calls each.
//
// `node scripts/bench/session-guard.mjs` runs it alone and replaces its section in
// docs/benchmarks.md (`--print`: the table only); `npm run bench` calls runSessionGuardBench().
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeBenchSection } from '../lib/bench-doc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIST = path.join(ROOT, 'api', 'dist');
const SECTION_MARK = '## Session guard';
const CALLS = 200_000;
const ROUNDS = 7;
const REVOKED = 10_000;
const GOAL_US = 20;

async function load() {
  const dist = (file) => pathToFileURL(path.join(API_DIST, file)).href;
  const { SessionService } = await import(dist('modules/auth/session-service.js'));
  const { SessionRevocations } = await import(dist('modules/auth/session-revocations.js'));
  const { default: Fastify } = await import('fastify');
  const { default: jwt } = await import('@fastify/jwt');
  return { SessionService, SessionRevocations, Fastify, jwt };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Nanoseconds per call of each function, median of ROUNDS rounds. The functions take turns
 * within every round, so a busy moment of the (shared) machine weighs on all of them alike.
 */
function time(fns) {
  for (const fn of fns) for (let i = 0; i < CALLS; i += 1) fn(); // warm-up
  const rounds = fns.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    fns.forEach((fn, index) => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < CALLS; i += 1) fn();
      rounds[index].push(Number(process.hrtime.bigint() - start) / CALLS);
    });
  }
  return rounds.map(median);
}

export async function benchSessionGuard() {
  const { SessionService, SessionRevocations, Fastify, jwt } = await load();
  const app = Fastify({ logger: false });
  // The API's own options (api/src/app.ts).
  await app.register(jwt, {
    secret: 'bench-secret-bench-secret-bench-secret-00',
    sign: { algorithm: 'HS256', expiresIn: 900 },
    verify: { algorithms: ['HS256'], cache: 2000 },
  });
  await app.ready();

  const clock = () => Date.now();
  const settings = { refreshTokenTtlMs: 30 * 86_400_000, refreshReuseGraceMs: 30_000 };
  const revocations = new SessionRevocations(
    { revokedSince: async () => [], pruneRevoked: async () => undefined },
    clock,
    900_000,
  );
  revocations.add(Array.from({ length: REVOKED }, (_, i) => `revoked-session-${i}`));
  const guarded = new SessionService(app.jwt, null, revocations, clock, settings);
  const baseline = new SessionService(app.jwt, null, { has: () => false }, clock, settings);
  const token = app.jwt.sign({ sub: 'member-1', sid: 'live-session' });

  let sink = 0;
  const [withCheck, without, lookup] = time([
    () => {
      sink += guarded.authenticate(token).userId.length;
    },
    () => {
      sink += baseline.authenticate(token).userId.length;
    },
    () => {
      sink += revocations.has('live-session') ? 1 : 0;
    },
  ]);
  await app.close();
  if (sink === 0) throw new Error('nothing measured');
  return { withCheck, without, lookup };
}

function section(result) {
  const us = (ns) => `${(ns / 1000).toFixed(2)} µs`;
  const difference = result.withCheck - result.without;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${SECTION_MARK} (revoked-session check)

Written by \`node scripts/bench/session-guard.mjs\` (also run by \`npm run bench\`) on
${os.cpus().length} cores (${cpu}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.

Every member-only request checks its access token and looks its session (\`sid\`) up in the
in-memory list of sessions revoked within the last access-token lifetime (logout, password
change or reset, withdrawal, refresh-token reuse); the list is polled from the database every
15 s, never read per request. In-process, on the built API, the same token each call (the JWT
verify cache on, as in the API), ${REVOKED.toLocaleString('en')} revoked sessions in the list,
median of ${ROUNDS} rounds × ${CALLS.toLocaleString('en')} calls (the variants take turns in each round). Goal: the check ≤ ${GOAL_US} µs per request.

| per request | time |
|---|---|
| guard check: access token + revoked-session lookup | ${us(result.withCheck)} |
| baseline: the same without the revocation list | ${us(result.without)} |
| difference (within the machine's noise when near zero) | ${difference < 0 ? '−' : ''}${us(Math.abs(difference))} |
| the revocation lookup alone (\`SessionRevocations.has\`) | ${us(result.lookup)} |

Goal ${result.withCheck / 1000 <= GOAL_US ? 'met' : 'missed'}: the whole per-request check (token and revocation list) costs
${us(result.withCheck)}; the revocation lookup it adds costs ${us(result.lookup)}.
`;
}

export async function runSessionGuardBench({ print = false } = {}) {
  const text = section(await benchSessionGuard());
  if (print) console.log(text);
  else writeBenchSection(SECTION_MARK, text);
  return text;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(await runSessionGuardBench({ print: process.argv.includes('--print') }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
