// Progressive rollouts decide by themselves (issue 39, item 4), in Chromium: three canaries of
// mf-content are released into this run's deploy root — one that throws after loading, one that is
// deliberately slow to answer a tap, one as good as stable — and `npm run rollout -- mf-content
// <version> --progressive` (short soaks, small minimum samples) runs each while members browse.
// The first two are rolled back by the command, and their members get stable on their next page
// load; the good one reaches 100 %.
//
// Everything the command decides on travels the production path: the members' browsers are sampled
// at 100 % (the documented per-browser setting, localStorage 'genetype:field-sample-rate'), the
// shell's field metrics measure each page view (uncaught errors, INP, LCP, the module versions) and
// send its beacon as the page is left (POST /telemetry/field), and the command reads the API's
// GET /telemetry/field-summary, as it does in production. The journey only browses.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fieldMetricsCollecting } from './support/pages';
import { API_URL } from './support/site';
import { ROOT, bucketIdWhere, member, openDeploy, versionOn } from './support/rollout';
import type { Deploy } from './support/rollout';

const APP = 'mf-content';
const STABLE = '0.1.0-e2ep001';
const THROWS = '0.2.0-e2ethrw';
const SLOW = '0.2.1-e2eslow';
const GOOD = '0.2.2-e2egood';
// The test's own minimum sample, far below the production defaults (200 views, 100 INP/LCP samples
// a side), which stay: it is enough for the tests to tell a throwing or slow canary apart at
// α 0.001 (Fisher: 8 of 8 against 0 of 8 gives p < 0.0001; Mann–Whitney on 8 separated pairs,
// p < 0.001; 7 would not do), and it keeps the journey to a few real page views per step.
const MIN = ['--min-views', '8', '--min-samples', '8'];
// Members browsing at once on each side: each view waits for the shell's measuring code (it loads
// 2 s after the load event), so two a side halve the journey's time while the machine stays idle
// most of it.
const MEMBERS_PER_SIDE = 2;

interface FieldRow {
  version: string;
  views: number;
  errorViews: number;
  inp: number[];
  lcp: number[];
}

/** A version's row of the API's field summary since `since` (what the command reads). */
async function fieldRow(version: string, since: string): Promise<FieldRow | undefined> {
  const url = `${API_URL}/telemetry/field-summary?module=${APP}&since=${encodeURIComponent(since)}`;
  const body = (await (await fetch(url)).json()) as { versions: FieldRow[] };
  return body.versions.find((row) => row.version === version);
}

/** A canary build: mf-content's dist with `code` run by its entry once loaded. */
function variant(scratch: string, name: string, code: string): string {
  const dir = path.join(scratch, name);
  fs.cpSync(path.join(ROOT, APP, 'dist'), dir, { recursive: true });
  for (const compressed of ['remoteEntry.js.gz', 'remoteEntry.js.br'])
    fs.rmSync(path.join(dir, compressed), { force: true });
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), `\n;${code}\n`);
  return dir;
}

test.describe.serial('a progressive rollout of mf-content decides by itself', () => {
  let deploy: Deploy;
  let scratch: string;
  const canaryMembers: Page[] = [];
  const stableMembers: Page[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    deploy = await openDeploy(APP);
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-e2e-progressive-'));
    const dist = path.join(ROOT, APP, 'dist');
    await deploy.release(STABLE, dist);
    await deploy.release(GOOD, dist);
    await deploy.release(
      THROWS,
      variant(
        scratch,
        'throws',
        `setTimeout(function () { throw new Error('${THROWS}: thrown after loading'); }, 0);`,
      ),
    );
    await deploy.release(
      SLOW,
      variant(
        scratch,
        'slow',
        // Every tap blocks the page for 300 ms: its INP.
        `document.addEventListener('pointerdown', function () { var end = performance.now() + 300; while (performance.now() < end) {} }, true);`,
      ),
    );
    await deploy.rollout(STABLE, 100);

    // Members in the 1 % (bucket 0), and members far from every step below 100 %; every view of
    // theirs reports.
    const open = async (bucketId: string) => {
      const context = await member(browser, bucketId);
      await context.addInitScript(() => localStorage.setItem('genetype:field-sample-rate', '1'));
      return context.newPage();
    };
    for (let n = 0; n < MEMBERS_PER_SIDE; n += 1) {
      canaryMembers.push(await open(bucketIdWhere(APP, (bucket) => bucket === 0, `first${n}`)));
      stableMembers.push(await open(bucketIdWhere(APP, (bucket) => bucket >= 60, `last${n}`)));
    }
  });

  test.afterAll(async () => {
    for (const page of [...canaryMembers, ...stableMembers]) await page.context().close();
    deploy?.clear();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  /**
   * One page view by a member: load, a tap after the page loaded (the interaction INP measures; on
   * the title, which leads nowhere), and the wait for the shell's measuring code, so that the next
   * view's navigation (leaving this page) sends this one's beacon. Returns the version it ran.
   */
  async function browse(page: Page): Promise<string> {
    const { version } = await versionOn(page);
    await page
      .locator('#app-mf-content')
      .getByRole('heading', { level: 1, name: '진타입', exact: true })
      .click();
    await fieldMetricsCollecting(page);
    return version;
  }

  /** Runs the command while the members browse; resolves with its exit code and output. */
  async function progressive(version: string) {
    const since = new Date().toISOString();
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'scripts', 'rollout.mjs'),
        APP,
        version,
        '--progressive',
        '--soak',
        '2s',
        '--check-every',
        '500ms',
        '--max-wait',
        '100s',
        ...MIN,
      ],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let running = true;
    const done = new Promise<number | null>((resolve) =>
      child.on('close', (code) => {
        running = false;
        resolve(code);
      }),
    );
    // Both sides at once: the canary's and stable's views of a step come in together.
    while (running) await Promise.all([...canaryMembers, ...stableMembers].map(browse));
    const code = await done;
    await test.info().attach(`rollout ${version} --progressive`, { body: output });
    return { code, output, row: (of: string) => fieldRow(of, since) };
  }

  test('a canary that throws after loading is rolled back, and its members get stable on their next page load', async () => {
    test.setTimeout(180_000);
    const { code, output, row } = await progressive(THROWS);
    expect(output).toMatch(/rolled back at 1 % \(canary worse on errors\)/);
    expect(code).toBe(3);
    // What the command judged came from the members' beacons: the canary's views, each with its error.
    const thrown = await row(THROWS);
    expect(thrown?.views).toBeGreaterThanOrEqual(8);
    expect(thrown?.errorViews).toBe(thrown?.views);
    expect((await row(STABLE))?.errorViews).toBe(0);
    for (const page of canaryMembers) expect(await browse(page)).toBe(STABLE);
  });

  test('a deliberately slow canary is rolled back on INP', async () => {
    test.setTimeout(180_000);
    const { code, output, row } = await progressive(SLOW);
    expect(output).toMatch(/rolled back at 1 % \(canary worse on inp\b/);
    expect(code).toBe(3);
    const slow = (await row(SLOW))?.inp ?? [];
    expect(slow.length).toBeGreaterThanOrEqual(8);
    expect(Math.min(...slow)).toBeGreaterThanOrEqual(300);
    for (const page of canaryMembers) expect(await browse(page)).toBe(STABLE);
  });

  test('a good canary reaches 100 %', async () => {
    test.setTimeout(240_000);
    const { code, output } = await progressive(GOOD);
    expect(output).toMatch(/reached 100 %: it is the stable version/);
    expect(code).toBe(0);
    expect(deploy.readManifest()[APP]).toMatchObject({ stable: GOOD, canary: null });
    for (const page of stableMembers) expect(await browse(page)).toBe(GOOD);
  });
});
