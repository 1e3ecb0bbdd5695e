// Progressive rollouts decide by themselves (issue 39, item 4), in Chromium: three canaries of
// mf-content are released into this run's deploy root — one that throws after loading, one that is
// deliberately slow to answer a tap, one as good as stable — and `npm run rollout -- mf-content
// <version> --progressive` (short soaks, small minimum samples) runs each while members browse.
// The first two are rolled back by the command, and their members get stable on their next page
// load; the good one reaches 100 %.
//
// The members' page views are real (the real shell picks each member's version by bucket from the
// manifest the command writes), and so are the errors, INP and LCP measured in their pages; this
// journey reports them to the command through a stub of GET /telemetry/field-summary
// (GENETYPE_FIELD_SUMMARY_URL) — the part the shell's own reports and the API's endpoint take over
// once they exist.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ROOT, bucketIdWhere, member, openDeploy, versionOn } from './support/rollout';
import type { Deploy } from './support/rollout';

const APP = 'mf-content';
const STABLE = '0.1.0-e2ep001';
const THROWS = '0.2.0-e2ethrw';
const SLOW = '0.2.1-e2eslow';
const GOOD = '0.2.2-e2egood';
// Enough for the tests to tell a throwing or slow canary apart at α 0.001 on a few page views
// (Fisher: 8 of 8 against 0 of 8 gives p < 0.0001; Mann–Whitney on 8 separated pairs, p < 0.001).
const MIN = ['--min-views', '8', '--min-samples', '8'];

interface View {
  at: number;
  version: string;
  error: boolean;
  inp?: number;
  lcp?: number;
}
interface Stub {
  url: string;
  close(): Promise<void>;
}
interface StubLib {
  fieldSummaryServer(options: {
    app: string;
    summarySince: (since: string) => unknown;
  }): Promise<Stub>;
  summarizeViews(app: string, views: View[], since: string): unknown;
}

/** What the page measured: LCP and the slowest interaction (INP of a page with few), in ms. */
function observeField(): void {
  const field = { lcp: undefined as number | undefined, inp: undefined as number | undefined };
  (window as unknown as { __field: typeof field }).__field = field;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) field.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const interaction = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries()) field.inp = Math.max(field.inp ?? 0, entry.duration);
  };
  new PerformanceObserver(interaction).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver(interaction).observe({
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
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
  let stub: Stub;
  const views: View[] = [];
  const contexts: BrowserContext[] = [];
  let canaryMember: Page;
  let stableMember: Page;

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

    const stubLib = (await import(
      pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'deploy', 'testing', 'field-stub.mjs')).href
    )) as StubLib;
    stub = await stubLib.fieldSummaryServer({
      app: APP,
      summarySince: (since) => stubLib.summarizeViews(APP, views, since),
    });

    // One member in the 1 % (bucket 0), one far from every step below 100 %.
    const open = async (bucketId: string) => {
      const context = await member(browser, bucketId);
      await context.addInitScript(observeField);
      contexts.push(context);
      return context.newPage();
    };
    canaryMember = await open(bucketIdWhere(APP, (bucket) => bucket === 0, 'first'));
    stableMember = await open(bucketIdWhere(APP, (bucket) => bucket >= 60, 'last'));
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    await stub?.close();
    deploy?.clear();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  /** One page view by a member, as the shell would report it: version, uncaught error, INP, LCP. */
  async function browse(page: Page): Promise<View> {
    let error = false;
    const onError = () => {
      error = true;
    };
    page.on('pageerror', onError);
    const { version } = await versionOn(page);
    // A tap after the page loaded (the interaction INP measures; on the title, which leads nowhere),
    // then a moment for late errors.
    await page
      .locator('#app-mf-content')
      .getByRole('heading', { level: 1, name: '진타입', exact: true })
      .click();
    await page.waitForTimeout(150);
    const field = await page.evaluate(
      () => (window as unknown as { __field: { lcp?: number; inp?: number } }).__field,
    );
    page.off('pageerror', onError);
    const view = { at: Date.now(), version, error, inp: field.inp, lcp: field.lcp };
    views.push(view);
    return view;
  }

  /** Runs the command while both members browse; resolves with its exit code and output. */
  async function progressive(version: string) {
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
      { env: { ...process.env, GENETYPE_FIELD_SUMMARY_URL: stub.url, NO_COLOR: '1' } },
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
    // Both members at once: the canary's and stable's views of a step come in together.
    while (running) await Promise.all([browse(canaryMember), browse(stableMember)]);
    const code = await done;
    await test.info().attach(`rollout ${version} --progressive`, { body: output });
    return { code, output };
  }

  test('a canary that throws after loading is rolled back, and its members get stable on their next page load', async () => {
    test.setTimeout(180_000);
    const { code, output } = await progressive(THROWS);
    expect(output).toMatch(/rolled back at 1 % \(canary worse on errors\)/);
    expect(code).toBe(3);
    expect(views.some((view) => view.version === THROWS && view.error)).toBe(true);
    expect((await browse(canaryMember)).version).toBe(STABLE);
  });

  test('a deliberately slow canary is rolled back on INP', async () => {
    test.setTimeout(180_000);
    const { code, output } = await progressive(SLOW);
    expect(output).toMatch(/rolled back at 1 % \(canary worse on inp\b/);
    expect(code).toBe(3);
    const slow = views.filter((view) => view.version === SLOW && view.inp !== undefined);
    expect(Math.min(...slow.map((view) => view.inp ?? 0))).toBeGreaterThanOrEqual(300);
    expect((await browse(canaryMember)).version).toBe(STABLE);
  });

  test('a good canary reaches 100 %', async () => {
    test.setTimeout(240_000);
    const { code, output } = await progressive(GOOD);
    expect(output).toMatch(/reached 100 %: it is the stable version/);
    expect(code).toBe(0);
    expect(deploy.readManifest()[APP]).toMatchObject({ stable: GOOD, canary: null });
    expect((await browse(stableMember)).version).toBe(GOOD);
  });
});
