// Helpers of the journeys that publish releases and change the rollout manifest (rollout.spec.ts,
// platform-version.spec.ts): the deploy library of scripts/lib/deploy/ on this run's temporary deploy
// root (GENETYPE_DEPLOY_ROOT, global-setup.ts), browsers with a known rollout bucket, and what the
// page and the telemetry say about the version of mf-content that runs.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './test';
import { API_URL, APP_PORTS, firstUse } from './site';
import type { AppName } from './site';

export const ROOT = path.join(__dirname, '..', '..', '..');

export type RemoteApp = Exclude<AppName, 'shell'>;

export type Manifest = Record<
  string,
  {
    stable: string;
    canary: { version: string; percent: number } | null;
    versions: Record<string, string>;
  }
>;
export interface DeployPaths {
  root: string;
  manifest: string;
  history: string;
}
export interface DeployLib {
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

/** One module's releases and rollout on this run's deploy root, through the deploy library. */
export interface Deploy {
  lib: DeployLib;
  paths: DeployPaths;
  /** The running shell's mf-manifest.json (what it provides). */
  shellManifest: unknown;
  entryOf(version: string): string;
  /** `npm run release -- <module>`, from a given build folder: publish, check, list. */
  release(version: string, sourceDir: string): Promise<void>;
  rollout(version: string, percent: number): Promise<unknown>;
  rollback(): Promise<unknown>;
  readManifest(): Manifest;
  /** Writes the manifest by hand, past every check (what the journeys call "forcing"). */
  writeManifest(manifest: Manifest): void;
  /** The site's normal state: no deploy manifest, so the shell serves the remotes.json of its dist. */
  clear(): void;
}

export async function openDeploy(app: RemoteApp): Promise<Deploy> {
  const lib = await loadDeployLib();
  const paths = lib.deployPaths(ROOT, process.env);
  expect(
    process.env.GENETYPE_DEPLOY_ROOT,
    'global-setup.ts gives the run a temporary deploy root',
  ).toBeTruthy();
  expect(paths.root).not.toBe(path.join(ROOT, 'deploy'));
  const { manifest: shellManifest } = await lib.loadShellManifest({
    siteUrl: 'http://localhost:3000',
    shellDist: path.join(ROOT, 'shell', 'dist'),
  });
  const entryOf = (version: string) => lib.entryUrlFor(app, version, { port: APP_PORTS[app] });
  return {
    lib,
    paths,
    shellManifest,
    entryOf,
    async release(version, sourceDir) {
      const { dir } = lib.publishRelease({ paths, app, version, sourceDir });
      await lib.verifyRelease({ app, version, dir, entryUrl: entryOf(version), shellManifest });
      await lib.updateManifest(paths, { action: 'release', app, version }, (m) =>
        lib.addVersion(m, app, version, entryOf(version)),
      );
    },
    rollout: (version, percent) =>
      lib.updateManifest(paths, { action: 'rollout', app, version, percent }, (m) =>
        lib.setRollout(m, app, version, percent),
      ),
    rollback: () =>
      lib.updateManifest(paths, { action: 'rollback', app }, (m, history) =>
        lib.rollBack(m, app, history),
      ),
    readManifest: () => JSON.parse(fs.readFileSync(paths.manifest, 'utf8')) as Manifest,
    writeManifest: (manifest) => fs.writeFileSync(paths.manifest, JSON.stringify(manifest)),
    clear() {
      for (const entry of fs.readdirSync(paths.root))
        fs.rmSync(path.join(paths.root, entry), { recursive: true, force: true });
    },
  };
}

/** The shell's bucket: FNV-1a of "<bucket id>:<module>" modulo 100 (shell/src/federation/version-choice.ts). */
export function bucketOf(bucketId: string, app: RemoteApp): number {
  let hash = 0x811c9dc5;
  for (const char of `${bucketId}:${app}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}
export function bucketIdWhere(
  app: RemoteApp,
  predicate: (bucket: number) => boolean,
  prefix: string,
): string {
  for (let n = 0; ; n += 1) if (predicate(bucketOf(`${prefix}-${n}`, app))) return `${prefix}-${n}`;
}

/** A browser (its own storage) whose rollout bucket id is fixed, so its bucket is known. */
export async function member(browser: Browser, bucketId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000', locale: 'ko-KR' });
  await context.addInitScript((id) => {
    if (!localStorage.getItem('genetype:rollout-bucket'))
      localStorage.setItem('genetype:rollout-bucket', id);
  }, bucketId);
  return context;
}

/** Loads a page and returns the mf-content version it runs: what the shell announced and where the entry came from. */
export async function versionOn(
  page: Page,
  url = '/',
): Promise<{ version: string; stage: string; entries: string[] }> {
  const entries: string[] = [];
  const listener = (request: { url(): string }) => {
    const requested = new URL(request.url());
    if (
      requested.port === String(APP_PORTS['mf-content']) &&
      requested.pathname.endsWith('/remoteEntry.js')
    )
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

export interface SummaryRow {
  module: string;
  version: string;
  members: number;
  failures: number;
  lastFailure: string | null;
}

/** One version's row of `npm run rollout -- status` (GET /telemetry/remote-summary). */
export async function summaryRow(app: RemoteApp, version: string): Promise<SummaryRow | undefined> {
  const response = await fetch(`${API_URL}/telemetry/remote-summary`);
  const body = (await response.json()) as { versions: SummaryRow[] };
  return body.versions.find((row) => row.module === app && row.version === version);
}
