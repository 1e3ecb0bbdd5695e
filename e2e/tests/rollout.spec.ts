// Independent deploys and staged rollouts (issue #8): mf-content is released twice into this run's
// temporary deploy root (GENETYPE_DEPLOY_ROOT, global-setup.ts), rolled out to 0, 50 and 100 % of
// members, rolled back, pinned by one tester, and an incompatible build is refused at release and,
// forced into the manifest by hand, contained at run time. The shell is never rebuilt; the manifest
// is removed afterwards so the other journeys see the site's normal state.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { API_URL, APP_PORTS, firstUse } from './support/site';

const ROOT = path.join(__dirname, '..', '..');
const APP = 'mf-content';
const STABLE = '0.1.0-e2e0001';
const CANARY = '0.2.0-e2e0002';
const INCOMPATIBLE = '0.3.0-e2e0bad';

type Manifest = Record<
  string,
  {
    stable: string;
    canary: { version: string; percent: number } | null;
    versions: Record<string, string>;
  }
>;
interface DeployPaths {
  root: string;
  manifest: string;
  history: string;
}
interface DeployLib {
  deployPaths(repoRoot: string, env?: NodeJS.ProcessEnv): DeployPaths;
  entryUrlFor(app: string, version: string, options: { port: number }): string;
  addVersion(manifest: Manifest, app: string, version: string, entry: string): Manifest;
  setRollout(manifest: Manifest, app: string, version: string, percent: number): Manifest;
  rollBack(manifest: Manifest, app: string, history: unknown[]): Manifest;
  updateManifest(
    paths: DeployPaths,
    event: { action: string; app: string; version?: string; percent?: number },
    change: (manifest: Manifest, history: unknown[]) => unknown,
  ): Promise<unknown>;
  publishRelease(options: {
    paths: DeployPaths;
    app: string;
    version: string;
    sourceDir: string;
  }): { dir: string };
  loadShellManifest(options: {
    siteUrl: string;
    shellDist: string;
  }): Promise<{ manifest: unknown }>;
  verifyRelease(options: {
    app: string;
    version: string;
    dir: string;
    entryUrl: string;
    shellManifest: unknown;
  }): Promise<void>;
}

async function loadDeployLib(): Promise<DeployLib> {
  const load = (file: string) =>
    import(pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'deploy', file)).href);
  return {
    ...(await load('paths.mjs')),
    ...(await load('manifest.mjs')),
    ...(await load('release.mjs')),
  } as DeployLib;
}

let lib: DeployLib;
let paths: DeployPaths;
let shellManifest: unknown;
const entryOf = (version: string) => lib.entryUrlFor(APP, version, { port: APP_PORTS[APP] });

/** `npm run release -- mf-content`, from a given build folder: publish, check, list. */
async function release(version: string, sourceDir: string): Promise<void> {
  const { dir } = lib.publishRelease({ paths, app: APP, version, sourceDir });
  await lib.verifyRelease({ app: APP, version, dir, entryUrl: entryOf(version), shellManifest });
  await lib.updateManifest(paths, { action: 'release', app: APP, version }, (m) =>
    lib.addVersion(m, APP, version, entryOf(version)),
  );
}

const rollout = (version: string, percent: number) =>
  lib.updateManifest(paths, { action: 'rollout', app: APP, version, percent }, (m) =>
    lib.setRollout(m, APP, version, percent),
  );
const rollback = () =>
  lib.updateManifest(paths, { action: 'rollback', app: APP }, (m, history) =>
    lib.rollBack(m, APP, history),
  );

/** The shell's bucket: FNV-1a of "<bucket id>:<module>" modulo 100 (shell/src/federation/version-choice.ts). */
function bucketOf(bucketId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${bucketId}:${APP}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}
function bucketIdWhere(predicate: (bucket: number) => boolean, prefix: string): string {
  for (let n = 0; ; n += 1) if (predicate(bucketOf(`${prefix}-${n}`))) return `${prefix}-${n}`;
}

/** A browser (its own storage) whose rollout bucket id is fixed, so its bucket is known. */
async function member(browser: Browser, bucketId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000', locale: 'ko-KR' });
  await context.addInitScript((id) => {
    if (!localStorage.getItem('genetype:rollout-bucket'))
      localStorage.setItem('genetype:rollout-bucket', id);
  }, bucketId);
  return context;
}

/** Loads a page and returns the mf-content version it runs: what the shell announced and where the entry came from. */
async function versionOn(
  page: Page,
  url = '/',
): Promise<{ version: string; stage: string; entries: string[] }> {
  const entries: string[] = [];
  const listener = (request: { url(): string }) => {
    const requested = new URL(request.url());
    if (requested.port === String(APP_PORTS[APP]) && requested.pathname.endsWith('/remoteEntry.js'))
      entries.push(requested.pathname);
  };
  page.on('request', listener);
  await page.goto(url);
  await expect(
    page.locator('#app-mf-content').getByRole('heading', { level: 1, name: '진타입', exact: true }),
  ).toBeVisible();
  // A visitor's prerendered page starts its code at the first use.
  await firstUse(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mf-content-version', /.+/);
  page.off('request', listener);
  return {
    version: (await html.getAttribute('data-mf-content-version')) ?? '',
    stage: (await html.getAttribute('data-mf-content-stage')) ?? '',
    entries,
  };
}

async function summaryRow(version: string) {
  const response = await fetch(`${API_URL}/telemetry/remote-summary`);
  const body = (await response.json()) as {
    versions: {
      module: string;
      version: string;
      members: number;
      failures: number;
      lastFailure: string | null;
    }[];
  };
  return body.versions.find((row) => row.module === APP && row.version === version);
}

test.describe.serial('staged rollout of mf-content', () => {
  let scratch: string;

  test.beforeAll(async () => {
    lib = await loadDeployLib();
    paths = lib.deployPaths(ROOT, process.env);
    expect(
      process.env.GENETYPE_DEPLOY_ROOT,
      'global-setup.ts gives the run a temporary deploy root',
    ).toBeTruthy();
    expect(paths.root).not.toBe(path.join(ROOT, 'deploy'));
    shellManifest = (
      await lib.loadShellManifest({
        siteUrl: 'http://localhost:3000',
        shellDist: path.join(ROOT, 'shell', 'dist'),
      })
    ).manifest;
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-e2e-build-'));

    // Two releases of the same build: the folder (and so the entry URL) tells them apart.
    await release(STABLE, path.join(ROOT, APP, 'dist'));
    await release(CANARY, path.join(ROOT, APP, 'dist'));
    await rollout(STABLE, 100);
  });

  test.afterAll(() => {
    // The site's normal state: no deploy manifest, so the shell serves the remotes.json of its dist.
    for (const entry of fs.readdirSync(paths.root))
      fs.rmSync(path.join(paths.root, entry), { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  test('release folders are served like a CDN, and the shell serves the deploy manifest', async ({
    request,
  }) => {
    const base = `http://localhost:${APP_PORTS[APP]}/releases/${STABLE}`;
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request.get(`${base}/${file}`, {
        headers: { Origin: 'http://localhost:3000' },
      });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
      expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    }
    const hashed = fs
      .readdirSync(path.join(paths.root, APP, STABLE))
      .find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    expect(hashed).toBeDefined();
    const chunk = await request.get(`${base}/${hashed ?? ''}`);
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get(`${base}/no-such-file.js`)).status()).toBe(404);
    expect(
      (
        await request.get(
          `http://localhost:${APP_PORTS[APP]}/releases/9.9.9-nothere/remoteEntry.js`,
        )
      ).status(),
    ).toBe(404);

    const manifest = await request.get('/remotes.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const served = (await manifest.json()) as Manifest;
    expect(served[APP]?.stable).toBe(STABLE);
    expect(served[APP]?.versions[CANARY]).toBe(entryOf(CANARY));
    expect(served['mf-search']?.versions['0.1.0']).toBe('http://localhost:3004/remoteEntry.js');
  });

  test('a canary at 0 % reaches nobody, at 50 % half the buckets, at 100 % everyone; rollback returns to stable', async ({
    browser,
  }) => {
    const early = await member(
      browser,
      bucketIdWhere((bucket) => bucket < 50, 'early'),
    );
    const late = await member(
      browser,
      bucketIdWhere((bucket) => bucket >= 50, 'late'),
    );
    const earlyPage = await early.newPage();
    const latePage = await late.newPage();

    await rollout(CANARY, 0);
    for (const page of [earlyPage, latePage]) {
      const seen = await versionOn(page);
      expect(seen).toMatchObject({ version: STABLE, stage: 'stable' });
      expect(seen.entries).toEqual([`/releases/${STABLE}/remoteEntry.js`]);
    }

    await rollout(CANARY, 50);
    for (let visit = 0; visit < 2; visit += 1) {
      // The same browser keeps its version across reloads while the rollout runs.
      const earlySeen = await versionOn(earlyPage);
      expect(earlySeen).toMatchObject({ version: CANARY, stage: 'canary' });
      expect(earlySeen.entries).toEqual([`/releases/${CANARY}/remoteEntry.js`]);
      expect(await versionOn(latePage)).toMatchObject({ version: STABLE, stage: 'stable' });
    }

    await rollout(CANARY, 100);
    for (const page of [earlyPage, latePage])
      expect(await versionOn(page)).toMatchObject({ version: CANARY, stage: 'stable' });

    await rollback();
    for (const page of [earlyPage, latePage]) {
      const seen = await versionOn(page);
      expect(seen).toMatchObject({ version: STABLE, stage: 'stable' });
      expect(seen.entries).toEqual([`/releases/${STABLE}/remoteEntry.js`]);
    }

    // What `npm run rollout -- status` reads: both versions have members.
    await expect
      .poll(async () => (await summaryRow(CANARY))?.members ?? 0)
      .toBeGreaterThanOrEqual(2);
    expect((await summaryRow(STABLE))?.members ?? 0).toBeGreaterThanOrEqual(2);
    await early.close();
    await late.close();
  });

  test('a tester pins a published version for their own browser only, and clears it', async ({
    browser,
  }) => {
    const tester = await member(browser, 'tester-1');
    const other = await member(browser, 'other-1');
    const testerPage = await tester.newPage();

    const pinned = await versionOn(testerPage, `/?mf-pin=${APP}@${CANARY}`);
    expect(pinned).toMatchObject({ version: CANARY, stage: 'pinned' });
    expect(new URL(testerPage.url()).search).toBe('');
    expect(await versionOn(testerPage)).toMatchObject({ version: CANARY, stage: 'pinned' });
    expect(await versionOn(await other.newPage())).toMatchObject({
      version: STABLE,
      stage: 'stable',
    });

    // A version that is not published cannot be pinned.
    expect(await versionOn(testerPage, `/?mf-pin=${APP}@9.9.9-nothere`)).toMatchObject({
      version: STABLE,
      stage: 'stable',
    });

    await versionOn(testerPage, `/?mf-pin=${APP}@${CANARY}`);
    expect(await versionOn(testerPage, '/?mf-pin=clear')).toMatchObject({
      version: STABLE,
      stage: 'stable',
    });
    await tester.close();
    await other.close();
  });

  test('an incompatible build is refused at release and, forced into the manifest, contained at run time', async ({
    page,
  }) => {
    // A build that requires another react than the shell provides.
    const bad = path.join(scratch, 'incompatible');
    fs.cpSync(path.join(ROOT, APP, 'dist'), bad, { recursive: true });
    const manifestFile = path.join(bad, 'mf-manifest.json');
    const federation = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    for (const shared of federation.shared)
      if (shared.name === 'react') shared.requiredVersion = '^17.0.2';
    fs.writeFileSync(manifestFile, JSON.stringify(federation));

    await expect(release(INCOMPATIBLE, bad)).rejects.toThrow(
      /refused: its shared singletons do not fit the current shell[\s\S]*react \^17.0.2 is required, the shell provides 19\./,
    );
    expect(() =>
      lib.setRollout(
        JSON.parse(fs.readFileSync(paths.manifest, 'utf8')) as Manifest,
        APP,
        INCOMPATIBLE,
        10,
      ),
    ).toThrow(/not a published, checked release/);

    // Forced by hand: listed and sent to everyone as a canary.
    const forced = JSON.parse(fs.readFileSync(paths.manifest, 'utf8')) as Manifest;
    const forcedModule = forced[APP];
    if (!forcedModule) throw new Error(`${APP} is missing from the manifest`);
    forcedModule.versions[INCOMPATIBLE] = entryOf(INCOMPATIBLE);
    forcedModule.canary = { version: INCOMPATIBLE, percent: 100 };
    fs.writeFileSync(paths.manifest, JSON.stringify(forced));

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const seen = await versionOn(page);
    expect(seen).toMatchObject({ version: STABLE, stage: 'fallback' });
    expect(seen.entries).toEqual([`/releases/${STABLE}/remoteEntry.js`]);
    expect(warnings.join('\n')).toMatch(
      new RegExp(`${INCOMPATIBLE} \\(canary\\) incompatible: react \\^17.0.2 is required`),
    );
    await expect(page.getByRole('heading', { name: '이 화면을 불러오지 못했어요' })).toHaveCount(0);
    await expect
      .poll(async () => (await summaryRow(INCOMPATIBLE))?.failures ?? 0)
      .toBeGreaterThanOrEqual(1);
    expect((await summaryRow(INCOMPATIBLE))?.lastFailure).toMatch(/incompatible: react \^17.0.2/);
  });
});
