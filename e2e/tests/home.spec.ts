// The home page: loads only the remote it needs, and offers a visitor the test.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { APP_PORTS, hydrated } from './support/site';

test('on / the only remote fetched is mf-content', async ({ page }) => {
  const requests: URL[] = [];
  page.on('request', (request) => requests.push(new URL(request.url())));

  await page.goto('/');
  await expect(
    page.locator('#app-mf-content').getByRole('heading', { level: 1, name: '진타입', exact: true }),
  ).toBeVisible();
  // The code starts once the prerendered page's first frame is on screen: the remote has come
  // when the page is hydrated, and anything else it would fetch by the time the network is quiet.
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const contentOrigin = `http://localhost:${APP_PORTS['mf-content']}`;
  const entries = requests.filter((url) => url.pathname.endsWith('/remoteEntry.js'));
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.map((url) => url.origin)).toEqual(entries.map(() => contentOrigin));

  // Not even a manifest or a chunk from a remote this page does not show.
  const otherRemotes = (['mf-questionnaire', 'mf-account', 'mf-search'] as const).map(
    (app) => `http://localhost:${APP_PORTS[app]}`,
  );
  expect(requests.filter((url) => otherRemotes.includes(url.origin)).map(String)).toEqual([]);
});

test('a visitor is offered 검사시작, which opens the test', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/');
  const action = page.locator('#frame-header').getByRole('link', { name: '검사시작', exact: true });
  await expect(action).toBeVisible();
  await action.click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(
    page
      .locator('#app-mf-questionnaire')
      .getByRole('heading', { level: 1, name: '유전자 유형 검사' }),
  ).toBeVisible();
});

test('a new path starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#app-mf-content').getByRole('heading', { level: 1 })).toBeVisible();
  // Make the page tall enough to scroll whatever its content is today.
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 2000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  // A client-side navigation from the footer, which stays mounted across the change.
  await page.locator('#frame-footer').getByRole('link', { name: '이용약관' }).click();
  await expect(page).toHaveURL(/\/termAndCondition$/);
  await expect(
    page.locator('#app-mf-content').getByRole('heading', { level: 1, name: '이용약관' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** The page's `<link rel=…>` hints: their pathnames, or their whole addresses. */
const hinted = (page: Page, rel: string, part: 'pathname' | 'href' = 'pathname') =>
  page.evaluate(
    ([kind, key]) =>
      [...document.head.querySelectorAll(`link[rel="${kind}"]`)].map(
        (link) => new URL((link as HTMLLinkElement).href)[key],
      ),
    [rel, part] as const,
  );

test.describe('a page that starts its code at once', () => {
  // A page with no prerendered HTML (a form: /agreement) starts its code at once, and its module's
  // files are preloaded (named in the HTML by the page composer, or by the warm-up).
  test("a first visit preloads the address's page with its remote, before the remote starts", async ({
    page,
  }) => {
    await page.goto('/agreement');
    await expect(page.getByRole('heading', { level: 1, name: '약관 동의' })).toBeVisible();
    // The remote's entry, its ./app chunk and this page's own chunk and stylesheet (mf-manifest.json
    // lists them: packages/tooling/build ManifestPagesPlugin), not another page's.
    await expect
      .poll(() => hinted(page, 'preload'))
      .toEqual(
        expect.arrayContaining([
          '/remoteEntry.js',
          expect.stringMatching(/^\/page-agreement\.[0-9a-f]{8}\.js$/),
          expect.stringMatching(/^\/page-agreement\.[0-9a-f]{8}\.css$/),
        ]),
      );
    expect((await hinted(page, 'preload')).some((file) => file.startsWith('/page-my.'))).toBe(
      false,
    );
  });
});

test('while a visitor’s page waits for its first use, its remote’s files are only prefetched', async ({
  page,
}) => {
  await page.goto('/typeReport/1');
  await expect(page.getByRole('heading', { level: 1, name: '1번 신중한 탐구자' })).toBeVisible();
  // A preload unused for seconds is reported as wasted: the hashed files go to the cache, the
  // entry (revalidated on every use) only gets its connection.
  await expect
    .poll(() => hinted(page, 'prefetch'))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/page-type-report\.[0-9a-f]{8}\.js$/),
        expect.stringMatching(/^\/page-type-report\.[0-9a-f]{8}\.css$/),
      ]),
    );
  expect(await hinted(page, 'preload')).toEqual([]);
  expect(await hinted(page, 'preconnect', 'href')).toContain(
    `http://localhost:${APP_PORTS['mf-content']}/`,
  );
  expect((await hinted(page, 'prefetch')).some((file) => file.startsWith('/page-home.'))).toBe(
    false,
  );
  // Used, the page starts from the cache.
  await hydrated(page);
});
