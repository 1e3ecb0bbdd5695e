// Independent deploys and staged rollouts (issue #8): mf-content is released twice into this run's
// temporary deploy root (GENETYPE_DEPLOY_ROOT, global-setup.ts), rolled out to 0, 50 and 100 % of
// members, rolled back, pinned by one tester, and an incompatible build is refused at release and,
// forced into the manifest by hand, contained at run time. The shell is never rebuilt; the manifest
// is removed afterwards so the other journeys see the site's normal state.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { APP_PORTS } from './support/site';
import {
  ROOT,
  bucketIdWhere,
  member,
  openDeploy,
  summaryRow as summaryRowOf,
  versionOn,
} from './support/rollout';
import type { Deploy, Manifest } from './support/rollout';

const APP = 'mf-content';
const STABLE = '0.1.0-e2e0001';
const CANARY = '0.2.0-e2e0002';
const INCOMPATIBLE = '0.3.0-e2e0bad';

let deploy: Deploy;
const entryOf = (version: string) => deploy.entryOf(version);
const release = (version: string, sourceDir: string) => deploy.release(version, sourceDir);
const rollout = (version: string, percent: number) => deploy.rollout(version, percent);
const rollback = () => deploy.rollback();
const summaryRow = (version: string) => summaryRowOf(APP, version);

test.describe.serial('staged rollout of mf-content', () => {
  let scratch: string;

  test.beforeAll(async () => {
    deploy = await openDeploy(APP);
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-e2e-build-'));

    // Two releases of the same build: the folder (and so the entry URL) tells them apart.
    await release(STABLE, path.join(ROOT, APP, 'dist'));
    await release(CANARY, path.join(ROOT, APP, 'dist'));
    await rollout(STABLE, 100);
  });

  test.afterAll(() => {
    deploy.clear();
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
      .readdirSync(path.join(deploy.paths.root, APP, STABLE))
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
      bucketIdWhere(APP, (bucket) => bucket < 50, 'early'),
    );
    const late = await member(
      browser,
      bucketIdWhere(APP, (bucket) => bucket >= 50, 'late'),
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
    expect(() => deploy.lib.setRollout(deploy.readManifest(), APP, INCOMPATIBLE, 10)).toThrow(
      /not a published, checked release/,
    );

    // Forced by hand: listed and sent to everyone as a canary.
    const forced: Manifest = deploy.readManifest();
    const forcedModule = forced[APP];
    if (!forcedModule) throw new Error(`${APP} is missing from the manifest`);
    forcedModule.versions[INCOMPATIBLE] = entryOf(INCOMPATIBLE);
    forcedModule.canary = { version: INCOMPATIBLE, percent: 100 };
    deploy.writeManifest(forced);

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
