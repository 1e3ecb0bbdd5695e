// Progressive rollouts end to end through the command (`node scripts/rollout.mjs … --progressive`,
// seconds-long soaks): a canary that throws on a page after loading and one that is deliberately
// slow are rolled back by the command itself, a good one reaches 100 % — surviving a kill of the
// command half-way. The field data comes from simulated members (testing/field-stub.mjs) who pick
// their version from the manifest on every page view, as the shell does; the command reads it
// through GENETYPE_FIELD_SUMMARY_URL exactly as it reads the API's /telemetry/field-summary.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readHistory, readManifest } from './manifest.mjs';
import { deployPaths } from './paths.mjs';
import { latestRun, parseDuration, progressiveRollout } from './progressive.mjs';
import { startFieldStub } from './testing/field-stub.mjs';

const SCRIPTS = path.join(__dirname, '..', '..');
const APP = 'mf-content';
const STABLE = '0.1.0-stable01';
const THROWS = '0.2.0-throws01';
const SLOW = '0.2.1-slow0001';
const GOOD = '0.2.2-good0001';
const entry = (version) => `http://localhost:3001/releases/${version}/remoteEntry.js`;

let repo;
let paths;
let stub;
let env;

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-progressive-test-'));
  paths = deployPaths(repo, { GENETYPE_DEPLOY_ROOT: path.join(repo, 'deploy') });
  const module = (port, version) => ({
    stable: version,
    canary: null,
    versions: { [version]: `http://localhost:${port}/remoteEntry.js` },
  });
  fs.mkdirSync(paths.root, { recursive: true });
  const manifest = {
    [APP]: {
      stable: STABLE,
      canary: null,
      versions: Object.fromEntries([STABLE, THROWS, SLOW, GOOD].map((v) => [v, entry(v)])),
    },
    'mf-questionnaire': module(3002, '0.1.0'),
    'mf-account': module(3003, '0.1.0'),
    'mf-search': module(3004, '0.1.0'),
  };
  fs.writeFileSync(paths.manifest, JSON.stringify(manifest, null, 2));
  stub = await startFieldStub({
    manifestFile: paths.manifest,
    app: APP,
    behaviours: { [STABLE]: 'good', [THROWS]: 'throws', [SLOW]: 'slow', [GOOD]: 'good' },
  });
  env = {
    ...process.env,
    GENETYPE_DEPLOY_ROOT: paths.root,
    GENETYPE_FIELD_SUMMARY_URL: stub.url,
    NO_COLOR: '1',
  };
});

afterAll(async () => {
  await stub?.close();
  fs.rmSync(repo, { recursive: true, force: true });
});

/** Starts the command; resolves with its exit code and output. */
function command(args) {
  const child = spawn(process.execPath, [path.join(SCRIPTS, 'rollout.mjs'), ...args], { env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, done, output: () => output };
}

const progressive = (version, ...extra) =>
  command([
    APP,
    version,
    '--progressive',
    '--soak',
    '1s',
    '--check-every',
    '250ms',
    '--max-wait',
    '60s',
    ...extra,
  ]);

/** Resolves once `condition()` holds (checked every 50 ms); fails after `timeoutMs`. */
async function until(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const runEvents = () => latestRun(readHistory(paths), readManifest(paths), APP);

describe('a progressive rollout decides by itself', () => {
  it('rolls back a canary that throws on a page after loading, and members get stable again', async () => {
    const { done } = progressive(THROWS);
    const { code, output } = await done;
    expect(output).toMatch(/rolled back at 1 % \(canary worse on errors\)/);
    expect(code).toBe(3);

    const manifest = readManifest(paths)[APP];
    expect(manifest).toMatchObject({ stable: STABLE, canary: null });
    const run = runEvents();
    expect(run.events.map((e) => [e.action, e.percent, e.progressive.decision])).toEqual([
      ['rollout', 1, 'start'],
      ['rollback', 1, 'rollback'],
    ]);
    const errors = run.last.progressive.verdict.metrics.find((m) => m.metric === 'errors');
    expect(errors.outcome).toBe('worse');
    expect(errors.canary.views).toBeGreaterThanOrEqual(200);
    expect(errors.canary.ratio).toBeGreaterThan(0.2);
    expect(errors.pValue).toBeLessThan(0.01);

    // The members' next page views are on stable only.
    const after = new Date(Date.now() + 100).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(stub.summarySince(after).versions.map((row) => row.version)).toEqual([STABLE]);
  }, 60_000);

  it('rolls back a deliberately slow canary on INP or LCP', async () => {
    const { code, output } = await progressive(SLOW).done;
    // The first of INP and LCP to reach its sample decides (both when they get there together).
    expect(output).toMatch(/rolled back at 1 % \(canary worse on (inp, lcp|inp|lcp)\)/);
    expect(code).toBe(3);
    expect(readManifest(paths)[APP]).toMatchObject({ stable: STABLE, canary: null });
    const { metrics } = runEvents().last.progressive.verdict;
    expect(metrics.map((m) => m.metric)).toEqual(['errors', 'inp', 'lcp']);
    expect(metrics[0].outcome).not.toBe('worse');
    const timings = metrics.slice(1);
    expect(timings.some((m) => m.outcome === 'worse')).toBe(true);
    for (const m of timings) {
      expect(['worse', 'no-data']).toContain(m.outcome);
      if (m.outcome === 'worse') {
        expect(m.canary.p75 - m.stable.p75).toBeGreaterThan(m.allowedMs);
        expect(m.pValue).toBeLessThan(0.001);
      }
    }
  }, 60_000);

  it('takes a good canary to 100 %, resuming at the same step after the command was killed', async () => {
    // --dry-run first: it says what it would do and changes nothing.
    const dry = await command([APP, GOOD, '--progressive', '--dry-run']).done;
    expect(dry.code).toBe(0);
    expect(dry.output).toMatch(
      /would start a progressive rollout of mf-content@0.2.2-good0001 at 1 %/,
    );
    expect(readManifest(paths)[APP].canary).toBeNull();

    const first = progressive(GOOD);
    // Killed (no chance to clean up) once it has advanced to 25 %.
    await until(() => (readManifest(paths)[APP].canary?.percent ?? 0) >= 25, 40_000);
    first.child.kill('SIGKILL');
    await first.done;
    const before = runEvents();
    expect(before.state).toBe('active');

    // A dry run now judges the running step without changing it.
    const judged = await command([APP, GOOD, '--progressive', '--dry-run']).done;
    expect(judged.output).toMatch(/dry run: (would advance now|.* is soaking)/);
    expect(runEvents().events).toHaveLength(before.events.length);

    const second = progressive(GOOD);
    const { code, output } = await second.done;
    expect(output).toMatch(
      new RegExp(`resuming the progressive rollout of mf-content@${GOOD} started ${before.run}`),
    );
    expect(output).toMatch(/reached 100 %: it is the stable version/);
    expect(code).toBe(0);
    expect(readManifest(paths)[APP]).toMatchObject({ stable: GOOD, canary: null });

    const run = runEvents();
    expect(run.run).toBe(before.run);
    expect(run.events.map((e) => [e.percent, e.progressive.decision])).toEqual([
      [1, 'start'],
      [5, 'advance'],
      [25, 'advance'],
      [50, 'advance'],
      [100, 'advance'],
    ]);
    for (const event of run.events.slice(1)) {
      expect(event.progressive.verdict.metrics.map((m) => m.outcome)).toEqual(['ok', 'ok', 'ok']);
      // Each step soaked at least its second before it was judged.
      expect(event.progressive.verdict.elapsedMs).toBeGreaterThanOrEqual(1000);
    }

    // `rollout status` shows the steps and their figures.
    const status = await command(['status']).done;
    expect(status.output).toMatch(
      new RegExp(`progressive rollout of ${GOOD} started ${run.run}: ended`),
    );
    expect(status.output).toMatch(/advance +→ 100 %/);
    expect(status.output).toMatch(/errors {2}canary \d+\/\d+ = [\d.]+ %/);
  }, 120_000);
});

describe('overrides', () => {
  const fakePaths = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-progressive-unit-'));
    const p = deployPaths(root, { GENETYPE_DEPLOY_ROOT: path.join(root, 'deploy') });
    fs.mkdirSync(p.root, { recursive: true });
    fs.copyFileSync(paths.manifest, p.manifest);
    return p;
  };

  it('a manual rollout ends the run: the command stops without touching the manifest', async () => {
    const p = fakePaths();
    let clock = Date.parse('2026-11-29T10:00:00Z');
    const now = () => new Date(clock);
    const lines = [];
    const { updateManifest, setRollout } = await import('./manifest.mjs');
    const result = await progressiveRollout({
      paths: p,
      app: APP,
      version: SLOW,
      soakMs: 1000,
      maxWaitMs: 5000,
      fetchSummary: async () => ({ summary: { versions: [] } }),
      now,
      log: (line) => lines.push(line),
      // During the soak a person sets the canary by hand.
      sleep: async (ms) => {
        clock += ms;
        await updateManifest(p, { action: 'rollout', app: APP, version: SLOW, percent: 10 }, (m) =>
          setRollout(m, APP, SLOW, 10),
        );
      },
    });
    expect(result.outcome).toBe('overridden');
    expect(readManifest(p)[APP].canary).toEqual({ version: SLOW, percent: 10 });
    expect(latestRun(readHistory(p), readManifest(p), APP).state).toBe('overridden');
    expect(lines.join('\n')).toMatch(/overridden \(rollout at/);
  });

  it('holds at the maximum wait without data, keeping the current share', async () => {
    const p = fakePaths();
    let clock = Date.parse('2026-11-29T10:00:00Z');
    const held = await progressiveRollout({
      paths: p,
      app: APP,
      version: SLOW,
      soakMs: 1000,
      maxWaitMs: 3000,
      fetchSummary: async () => ({ error: 'the API is down' }),
      now: () => new Date(clock),
      sleep: async (ms) => {
        clock += ms;
      },
      log: () => {},
    });
    expect(held.outcome).toBe('hold');
    expect(readManifest(p)[APP].canary).toEqual({ version: SLOW, percent: 1 });
    const run = runEventsOf(p);
    expect(run.state).toBe('ended');
    expect(run.last).toMatchObject({ action: 'progressive-hold', percent: 1 });
    expect(run.last.progressive.verdict.reason).toMatch(
      /not enough data for errors, inp, lcp after the maximum wait/,
    );
    expect(run.last.progressive.verdict.elapsedMs).toBeGreaterThanOrEqual(3000);
  });

  it('--force-advance takes one step whatever the figures, and says so in the history', async () => {
    const p = fakePaths();
    const clock = Date.parse('2026-11-29T10:00:00Z');
    const base = {
      paths: p,
      app: APP,
      version: SLOW,
      fetchSummary: async () => ({ summary: { versions: [] } }),
      now: () => new Date(clock),
      log: () => {},
    };
    // A command that starts the run and is then stopped during the soak.
    const stopped = new Error('stopped');
    await expect(
      progressiveRollout({
        ...base,
        soakMs: 60_000,
        sleep: async () => {
          throw stopped;
        },
      }),
    ).rejects.toBe(stopped);
    expect(readManifest(p)[APP].canary).toEqual({ version: SLOW, percent: 1 });

    const forced = await progressiveRollout({ ...base, forceAdvance: true });
    expect(forced.outcome).toBe('forced');
    expect(readManifest(p)[APP].canary).toEqual({ version: SLOW, percent: 5 });
    expect(runEventsOf(p)).toMatchObject({ state: 'active', step: 1 });
    expect(runEventsOf(p).last.progressive).toMatchObject({
      decision: 'forced-advance',
      verdict: { forced: true },
    });
  });

  it('refuses a second version while one runs', async () => {
    const p = fakePaths();
    await progressiveRollout({
      paths: p,
      app: APP,
      version: SLOW,
      fetchSummary: async () => ({ summary: { versions: [] } }),
      sleep: async () => {
        throw new Error('stopped');
      },
      log: () => {},
    }).catch(() => {});
    await expect(
      progressiveRollout({ paths: p, app: APP, version: GOOD, fetchSummary: async () => ({}) }),
    ).rejects.toThrow(/A progressive rollout of mf-content@0.2.1-slow0001 is running/);
  });
});

const runEventsOf = (p) => latestRun(readHistory(p), readManifest(p), APP);

describe('durations', () => {
  it('reads ms, s, m, h and bare seconds', () => {
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(parseDuration('15')).toBe(15_000);
    expect(() => parseDuration('soon')).toThrow(/not a duration/);
  });
});
