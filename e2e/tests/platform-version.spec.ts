// @genetype/platform versioned by its public surface (issue 32, item 4): mf-content is built twice
// more, as if the platform were at another version (GENETYPE_PLATFORM_VERSION_OVERRIDE, read by
// packages/tooling/build/federation.cjs) — once at the next major, once at a later patch of the shell's — and
// each build is taken through a release into this run's temporary deploy root (GENETYPE_DEPLOY_ROOT).
// The incompatible one is refused at release; forced into the manifest by hand, it is contained at
// run time: for a tester who pins it the shell runs stable instead, and as everyone's version (nothing
// to fall back on) the federation runtime refuses it and the page shows mf-content's retry message;
// both are reported. The compatible one is accepted and runs. The shell is never rebuilt; the
// manifest is removed afterwards. Changes the rollout manifest: runs in the serial "isolated" project.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { API_URL, firstUse } from './support/site';
import { ROOT, member, openDeploy, summaryRow, versionOn } from './support/rollout';
import type { Deploy, Manifest } from './support/rollout';

const APP = 'mf-content';
const PLATFORM = '@genetype/platform';
const STABLE = '0.1.0-e2esv01';
const INCOMPATIBLE = '0.1.0-e2esvbad';
const COMPATIBLE = '0.1.0-e2esv0k';

interface SharedItem {
  name: string;
  version: string;
  requiredVersion: string;
}

/** What a build's mf-manifest.json says about @genetype/platform: built against, required. */
function sharedOf(manifest: unknown): SharedItem | undefined {
  return (manifest as { shared: SharedItem[] }).shared.find((item) => item.name === PLATFORM);
}

/**
 * A production build of mf-content into `outDir`, made as if @genetype/platform were at `version`.
 * Straight through webpack: Nx would write mf-content/dist, which the running site serves.
 */
function buildAgainstShared(version: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(ROOT, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production', '--output-path', outDir],
      {
        cwd: path.join(ROOT, APP),
        env: { ...process.env, GENETYPE_PLATFORM_VERSION_OVERRIDE: version },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new Error(
              `${APP} against ${PLATFORM} ${version}: ${error.message}\n${`${stdout}${stderr}`.slice(-3000)}`,
            ),
          );
        else resolve();
      },
    );
  });
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isFailureReport = (request: Request) =>
  request.method() === 'POST' && request.url() === `${API_URL}/telemetry/remote-failures`;

function consoleOf(page: Page, type: 'warning' | 'error'): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

test.describe.serial(`${APP} built against another ${PLATFORM}`, () => {
  let deploy: Deploy;
  let scratch: string;
  /** The shell's copy, and the versions the two builds were made against. */
  let provided: string;
  let nextMajor: string;
  let laterPatch: string;
  const dirs = { incompatible: '', compatible: '' };
  let requirement: string;

  test.beforeAll(async () => {
    // Two production builds of mf-content, side by side: minutes on a busy machine.
    test.setTimeout(20 * 60_000);
    deploy = await openDeploy(APP);
    provided = sharedOf(deploy.shellManifest)?.version ?? '';
    const [major, minor, patch] = provided.split('.').map(Number) as [number, number, number];
    expect(provided, `the shell provides ${PLATFORM} at a real version`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major, 'versions start at 1.0.0 (npm run platform:version)').toBeGreaterThanOrEqual(1);
    nextMajor = `${major + 1}.0.0`;
    laterPatch = `${major}.${minor}.${patch + 1}`;
    requirement = `\\^${escape(nextMajor)} is required, the shell provides ${escape(provided)}`;

    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-e2e-platform-'));
    dirs.incompatible = path.join(scratch, 'next-major');
    dirs.compatible = path.join(scratch, 'later-patch');
    await Promise.all([
      buildAgainstShared(nextMajor, dirs.incompatible),
      buildAgainstShared(laterPatch, dirs.compatible),
    ]);

    // Everyone runs the build of this commit, as released.
    await deploy.release(STABLE, path.join(ROOT, APP, 'dist'));
    await deploy.rollout(STABLE, 100);
  });

  test.afterAll(() => {
    deploy?.clear();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  test('a build against the next major is refused at release, naming @genetype/platform', async () => {
    const built = sharedOf(readJson(path.join(dirs.incompatible, 'mf-manifest.json')));
    expect(built).toMatchObject({ version: nextMajor, requiredVersion: `^${nextMajor}` });

    await expect(deploy.release(INCOMPATIBLE, dirs.incompatible)).rejects.toThrow(
      new RegExp(
        `${INCOMPATIBLE} is refused: its shared singletons do not fit the current shell[\\s\\S]*` +
          `${escape(PLATFORM)} ${requirement} \\(the remote was built against ${escape(nextMajor)}, a new major`,
      ),
    );
    // Published (its folder is served like a CDN's) but not listed: it cannot be rolled out.
    expect(deploy.readManifest()[APP]?.versions[INCOMPATIBLE]).toBeUndefined();
    expect(() => deploy.lib.setRollout(deploy.readManifest(), APP, INCOMPATIBLE, 10)).toThrow(
      /not a published, checked release/,
    );
  });

  test('forced into the manifest and pinned by a tester, it is given up for stable and reported', async ({
    browser,
  }) => {
    const forced: Manifest = deploy.readManifest();
    forced[APP]!.versions[INCOMPATIBLE] = deploy.entryOf(INCOMPATIBLE);
    deploy.writeManifest(forced);

    const tester = await member(browser, 'platform-version-tester');
    const page = await tester.newPage();
    const warnings = consoleOf(page, 'warning');
    const report = page.waitForRequest(isFailureReport);
    const seen = await versionOn(page, `/?mf-pin=${APP}@${INCOMPATIBLE}`);

    // Its entry was never fetched: the shell read its mf-manifest.json first.
    expect(seen).toMatchObject({ version: STABLE, stage: 'fallback' });
    expect(seen.entries).toEqual([`/releases/${STABLE}/remoteEntry.js`]);
    await expect(page.getByRole('heading', { name: '이 화면을 불러오지 못했어요' })).toHaveCount(0);
    expect(warnings.join('\n')).toMatch(
      new RegExp(`${INCOMPATIBLE} \\(pinned\\) incompatible: ${escape(PLATFORM)} ${requirement}`),
    );
    expect((await report).postDataJSON()).toEqual({
      module: APP,
      version: INCOMPATIBLE,
      stage: 'pinned',
      reason: 'incompatible',
      detail: expect.stringMatching(new RegExp(`${escape(PLATFORM)} ${requirement}`)),
    });
    await tester.close();
  });

  test("forced as everyone's version, with nothing to fall back on, it is refused by the runtime: retry message in its place, the rest of the site works, and a report", async ({
    page,
  }) => {
    const forced: Manifest = deploy.readManifest();
    forced[APP] = { ...forced[APP]!, stable: INCOMPATIBLE, canary: null };
    deploy.writeManifest(forced);

    const errors = consoleOf(page, 'error');
    const report = page.waitForRequest(isFailureReport);
    const area = page.locator('#app-mf-content');
    const fallback = area.getByRole('heading', { name: '이 화면을 불러오지 못했어요' });
    await page.goto('/');
    // A visitor's prerendered page starts its code at the first use.
    await firstUse(page);
    await expect(fallback).toBeVisible();
    await expect(area.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expect(page.locator('#frame-header').getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('#frame-footer')).toBeVisible();
    // The federation runtime's own refusal (strictVersion on our packages), not a broken download.
    expect(errors.join('\n')).toMatch(
      new RegExp(
        `shared singleton module ${escape(PLATFORM)} does not satisfy the requirement of mf_content which needs \\^${escape(nextMajor)}`,
      ),
    );
    expect((await report).postDataJSON()).toEqual({
      module: APP,
      version: INCOMPATIBLE,
      stage: 'stable',
      reason: 'incompatible',
      detail: expect.stringMatching(new RegExp(`${escape(PLATFORM)} ${requirement}`)),
    });

    // Retrying brings the same refusal, not a broken page; another module still works.
    await area.getByRole('button', { name: '다시 시도' }).click();
    await expect(fallback).toBeVisible();
    await page
      .locator('#frame-header')
      .getByRole('link', { name: '검사하기', exact: true })
      .first()
      .click();
    await expect(
      page.locator('#app-mf-questionnaire').getByRole('heading', { level: 1 }).first(),
    ).toBeVisible();

    // What `npm run rollout -- status` shows: the pinned and the stable failure.
    await expect
      .poll(async () => (await summaryRow(APP, INCOMPATIBLE))?.failures ?? 0)
      .toBeGreaterThanOrEqual(2);
    expect((await summaryRow(APP, INCOMPATIBLE))?.lastFailure).toMatch(
      new RegExp(`incompatible: ${escape(PLATFORM)} ${requirement}`),
    );
  });

  test('a build against a later patch of the same surface is accepted at release and runs, on the shell’s copy', async ({
    browser,
  }) => {
    const built = sharedOf(readJson(path.join(dirs.compatible, 'mf-manifest.json')));
    const [major, minor] = provided.split('.');
    expect(built).toMatchObject({ version: laterPatch, requiredVersion: `^${major}.${minor}.0` });

    await deploy.release(COMPATIBLE, dirs.compatible);
    await deploy.rollout(COMPATIBLE, 100);

    const visitor = await member(browser, 'platform-version-visitor');
    const page = await visitor.newPage();
    const seen = await versionOn(page);
    expect(seen).toMatchObject({ version: COMPATIBLE, stage: 'stable' });
    expect(seen.entries).toEqual([`/releases/${COMPATIBLE}/remoteEntry.js`]);
    await expect(page.getByRole('heading', { name: '이 화면을 불러오지 못했어요' })).toHaveCount(0);

    // One loaded copy of the package on the page, the shell's, and the new build uses it.
    const copies = await page.evaluate((name) => {
      type Entry = { loaded?: boolean; lib?: unknown; from?: string; useIn?: string[] };
      const share = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const found: { version: string; from?: string; useIn?: string[] }[] = [];
      for (const scopes of Object.values(share))
        for (const modules of Object.values(scopes))
          for (const [version, entry] of Object.entries(modules[name] ?? {}))
            if ((entry.loaded || entry.lib) && !found.some((copy) => copy.version === version))
              found.push({ version, from: entry.from, useIn: entry.useIn });
      return found;
    }, PLATFORM);
    expect(copies).toEqual([
      { version: provided, from: 'shell', useIn: expect.arrayContaining(['shell', 'mf_content']) },
    ]);
    await visitor.close();
  });
});
