// The link previews follow the modules' rollouts (issue 15): after a rollout of mf-content the
// crawler HTML names the new version's share card, and a rollback switches it back. Changes the
// rollout manifest: runs in the serial "isolated" project; the previews themselves: page-html.spec.ts.
import path from 'node:path';
import { expect, test } from './support/test';
import { crawl, expectCard } from './support/pages';
import { ROOT, openDeploy } from './support/rollout';
import type { Deploy } from './support/rollout';
import { APP_PORTS } from './support/site';

const APP = 'mf-content';
const VERSION = '0.1.0-e2ecard';

test.describe('after a rollout of mf-content', () => {
  let deploy: Deploy;

  test.beforeAll(async () => {
    deploy = await openDeploy(APP);
  });

  test.afterAll(() => deploy.clear());

  test('the crawler HTML follows the stable version, and a rollback switches it back', async ({
    request,
  }) => {
    const before = (await crawl(request, '/typeReport/31')).meta['og:image'];
    expect(before).toMatch(new RegExp(`^http://localhost:${APP_PORTS[APP]}/og/`));

    await deploy.release(VERSION, path.join(ROOT, APP, 'dist'));
    await deploy.rollout(VERSION, 100);
    const released = (await crawl(request, '/typeReport/31')).meta['og:image'];
    expect(released).toMatch(
      new RegExp(`^http://localhost:${APP_PORTS[APP]}/releases/${VERSION}/og/type-31\\.`),
    );
    await expectCard(request, released);

    await deploy.rollback();
    expect((await crawl(request, '/typeReport/31')).meta['og:image']).toBe(before);
  });
});
