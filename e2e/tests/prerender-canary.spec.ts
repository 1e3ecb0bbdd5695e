// A canary release of mf-content serves its own prerendered HTML to its bucket only, and each
// browser runs the version whose HTML it was sent (issue 19). Changes the rollout manifest: runs in
// the serial "isolated" project; the prerendered pages themselves: prerender.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { consoleErrors, htmlOf } from './support/pages';
import { ROOT, bucketIdWhere, openDeploy } from './support/rollout';
import type { Deploy } from './support/rollout';
import { firstUse } from './support/site';

const SITE = 'http://localhost:3000';
const BUCKET_COOKIE = 'genetype_rollout_bucket';

const APP = 'mf-content';
const STABLE = '0.1.0-e2epre1';
const CANARY = '0.2.0-e2epre2';
const CANARY_TEXT = '카나리아 버전의 첫 화면이에요';

test.describe.serial('a canary of mf-content serves its own prerendered HTML', () => {
  let deploy: Deploy;
  let scratch: string;
  const canaryId = bucketIdWhere(APP, (bucket) => bucket < 50, 'pre-canary');
  const stableId = bucketIdWhere(APP, (bucket) => bucket >= 50, 'pre-stable');

  test.beforeAll(async () => {
    deploy = await openDeploy(APP);
    // The canary: the same build with its own prerendered HTML (another build id, another text),
    // as a later release of the module would bring.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-e2e-prerender-'));
    const canaryDir = path.join(scratch, 'dist');
    fs.cpSync(path.join(ROOT, APP, 'dist'), canaryDir, { recursive: true });
    const file = path.join(canaryDir, 'prerender.json');
    const document = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      build: string;
      pages: Record<string, { html: string }>;
    };
    document.build = `${document.build}-canary`;
    const home = document.pages['/'];
    if (!home) throw new Error('prerender.json has no home page');
    home.html = home.html.replace('유전자로 알아보는 나만의 학습 유형', CANARY_TEXT);
    expect(home.html).toContain(CANARY_TEXT);
    fs.writeFileSync(file, JSON.stringify(document));

    // Published and listed as `npm run release` does, without its checks of the build (the
    // canary's prerender.json is edited by hand).
    const { lib, paths } = deploy;
    for (const [version, sourceDir] of [
      [STABLE, path.join(ROOT, APP, 'dist')],
      [CANARY, canaryDir],
    ] as const) {
      lib.publishRelease({ paths, app: APP, version, sourceDir });
      await lib.updateManifest(paths, { action: 'release', app: APP, version }, (m) =>
        lib.addVersion(m, APP, version, deploy.entryOf(version)),
      );
    }
    await deploy.rollout(STABLE, 100);
    await deploy.rollout(CANARY, 50);
  });

  test.afterAll(() => {
    // The site's normal state: no deploy manifest, the shell serves its dist's remotes.json.
    deploy.clear();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  test('the canary bucket gets the canary’s HTML, every other bucket the stable one’s', async ({
    request,
  }) => {
    const canary = (await htmlOf(request, '/', { Cookie: `${BUCKET_COOKIE}=${canaryId}` })).html;
    expect(canary).toContain(CANARY_TEXT);
    expect(canary).toContain(`/releases/${CANARY}/`);
    const stable = (await htmlOf(request, '/', { Cookie: `${BUCKET_COOKIE}=${stableId}` })).html;
    expect(stable).not.toContain(CANARY_TEXT);
    expect(stable).toContain('유전자로 알아보는 나만의 학습 유형');
    expect(stable).toContain(`/releases/${STABLE}/`);
    expect(stable).not.toContain(`/releases/${CANARY}/`);
    // A tester's pin picks the version too, as the shell's does.
    const pinned = (
      await htmlOf(request, `/?mf-pin=${APP}@${CANARY}`, { Cookie: `${BUCKET_COOKIE}=${stableId}` })
    ).html;
    expect(pinned).toContain(CANARY_TEXT);
  });

  test('each browser runs the version whose HTML it was sent', async ({ browser }) => {
    for (const [bucketId, version, text] of [
      [canaryId, CANARY, CANARY_TEXT],
      [stableId, STABLE, '유전자로 알아보는 나만의 학습 유형'],
    ] as const) {
      const context = await browser.newContext({ baseURL: SITE, locale: 'ko-KR' });
      await context.addCookies([{ name: BUCKET_COOKIE, value: bucketId, url: SITE }]);
      const page = await context.newPage();
      const errors = consoleErrors(page);
      const response = await page.goto('/');
      expect(await response?.text()).toContain(text);
      await firstUse(page);
      await expect(page.locator('html')).toHaveAttribute('data-mf-content-version', version);
      // The browser kept the bucket the server chose by (its storage now holds it).
      expect(await page.evaluate(() => localStorage.getItem('genetype:rollout-bucket'))).toBe(
        bucketId,
      );
      await expect(page.locator('[data-prerender-build]')).toHaveCount(0);
      await expect(
        page.locator('#app-mf-content').getByRole('heading', { level: 1, name: '진타입' }),
      ).toBeVisible();
      expect(errors.filter((line) => /hydrat|#418|#423|#425/i.test(line))).toEqual([]);
      await context.close();
    }
  });
});
