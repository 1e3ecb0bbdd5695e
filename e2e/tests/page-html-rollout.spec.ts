// The link previews follow the modules' rollouts (issue 15): after a rollout of mf-content the
// crawler HTML names the new version's share card, and a rollback switches it back. Changes the
// rollout manifest: runs in the serial "isolated" project; the previews themselves: page-html.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from './support/test';
import { crawl, expectCard } from './support/pages';
import { APP_PORTS } from './support/site';

const ROOT = path.join(__dirname, '..', '..');

test.describe('after a rollout of mf-content', () => {
  const APP = 'mf-content';
  const VERSION = '0.1.0-e2ecard';
  interface DeployLib {
    deployPaths(root: string, env?: NodeJS.ProcessEnv): { root: string; manifest: string };
    entryUrlFor(app: string, version: string, options: { port: number }): string;
    publishRelease(options: object): { dir: string };
    addVersion(manifest: unknown, app: string, version: string, entry: string): unknown;
    setRollout(manifest: unknown, app: string, version: string, percent: number): unknown;
    rollBack(manifest: unknown, app: string, history: unknown[]): unknown;
    updateManifest(
      paths: object,
      event: object,
      change: (manifest: unknown, history: unknown[]) => unknown,
    ): Promise<unknown>;
  }
  let lib: DeployLib;
  let paths: { root: string; manifest: string };

  test.beforeAll(async () => {
    const load = (file: string) =>
      import(pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'deploy', file)).href);
    lib = {
      ...(await load('paths.mjs')),
      ...(await load('manifest.mjs')),
      ...(await load('release.mjs')),
    } as DeployLib;
    paths = lib.deployPaths(ROOT, process.env);
    expect(paths.root).not.toBe(path.join(ROOT, 'deploy'));
  });

  test.afterAll(() => {
    for (const entry of fs.readdirSync(paths.root))
      fs.rmSync(path.join(paths.root, entry), { recursive: true, force: true });
  });

  test('the crawler HTML follows the stable version, and a rollback switches it back', async ({
    request,
  }) => {
    const before = (await crawl(request, '/typeReport/31')).meta['og:image'];
    expect(before).toMatch(new RegExp(`^http://localhost:${APP_PORTS[APP]}/og/`));

    const entry = lib.entryUrlFor(APP, VERSION, { port: APP_PORTS[APP] });
    lib.publishRelease({
      paths,
      app: APP,
      version: VERSION,
      sourceDir: path.join(ROOT, APP, 'dist'),
    });
    await lib.updateManifest(paths, { action: 'release', app: APP, version: VERSION }, (m) =>
      lib.addVersion(m, APP, VERSION, entry),
    );
    await lib.updateManifest(
      paths,
      { action: 'rollout', app: APP, version: VERSION, percent: 100 },
      (m) => lib.setRollout(m, APP, VERSION, 100),
    );
    const released = (await crawl(request, '/typeReport/31')).meta['og:image'];
    expect(released).toMatch(
      new RegExp(`^http://localhost:${APP_PORTS[APP]}/releases/${VERSION}/og/type-31\\.`),
    );
    await expectCard(request, released);

    await lib.updateManifest(paths, { action: 'rollback', app: APP }, (m, history) =>
      lib.rollBack(m, APP, history),
    );
    expect((await crawl(request, '/typeReport/31')).meta['og:image']).toBe(before);
  });
});
