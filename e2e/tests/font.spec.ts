// The site's Korean font: Pretendard, self-hosted by the shell as unicode-range slices
// (shell/src/styles/_fonts.scss), asked for after the first page on a first visit and at boot on
// later ones (shell/src/features/web-font).
import { expect, test } from './support/test';
import { APP_PORTS, firstUse } from './support/site';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SLICE = /^\/fonts\/PretendardVariable\.subset\.\d+\.[0-9a-f]{8}\.woff2$/;

test('Korean text renders in Pretendard, loaded from the shell as a few immutable slices', async ({
  page,
}) => {
  const fonts: { url: URL; status: number; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.woff2?$/.test(url.pathname))
      fonts.push({
        url,
        status: response.status(),
        cacheControl: response.headers()['cache-control'],
      });
  });

  await page.goto('/');
  await expect(
    page.locator('#app-mf-content').getByRole('heading', { level: 1, name: '진타입', exact: true }),
  ).toBeVisible();
  // A visitor's page starts its code at the first use (shell/index.html).
  await firstUse(page);

  // The page itself must have loaded the faces (not this test asking for them), once it settled.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].filter(
            (face) => face.family.replace(/["']/g, '') === 'Pretendard' && face.status === 'loaded',
          ).length;
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);

  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      // check() is also true when no face matches at all; load() lists the faces that cover
      // the text, so both together say "declared for these characters and already loaded".
      check: document.fonts.check('16px Pretendard', '진타입'),
      covering: (await document.fonts.load('16px Pretendard', '진타입')).length,
      body: getComputedStyle(document.body).fontFamily,
    };
  });
  expect(font.check).toBe(true);
  expect(font.covering).toBeGreaterThan(0);
  expect(font.body.split(',')[0]?.trim().replace(/["']/g, '')).toBe('Pretendard');

  await page.waitForLoadState('networkidle');
  expect(fonts.length).toBeGreaterThan(0);
  // Only the slices of characters on the page, not the whole font (92 slices).
  expect(fonts.length).toBeLessThan(40);
  for (const { url, status, cacheControl } of fonts) {
    expect(url.origin, url.href).toBe(`http://localhost:${APP_PORTS.shell}`);
    expect(url.pathname, url.href).toMatch(SLICE);
    expect(status, url.href).toBe(200);
    expect(cacheControl, url.href).toBe(IMMUTABLE);
  }
});

/**
 * When the web font's stylesheet was asked for, relative to the page's load event and to the
 * moment the page's module started (the shell marks its version on <html>): at boot, the font
 * comes before the modules run.
 */
function webFontTiming() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const sheet = performance
    .getEntriesByType('resource')
    .find((entry) => /\/web-font\.[0-9a-f]{8}\.css$/.test(new URL(entry.name).pathname));
  return {
    requested: sheet ? sheet.startTime : null,
    loadEvent: navigation?.loadEventStart ?? null,
    moduleStarted: (window as unknown as { __moduleStarted?: number }).__moduleStarted ?? null,
    remembered: localStorage.getItem('genetype:web-font') !== null,
  };
}

/** Runs before the page's scripts: notes when the shell marks mf-content's version on <html>. */
function noteModuleStart() {
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-mf-content-version')) return;
    (window as unknown as { __moduleStarted?: number }).__moduleStarted = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributeFilter: ['data-mf-content-version'] });
}

test('a first visit paints before the font downloads; later visits ask for it at boot', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2$/.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
  });

  await page.addInitScript(noteModuleStart);
  await page.goto('/typeReport/1');
  await expect(page.getByRole('heading', { level: 2, name: /.+/ }).first()).toBeVisible();
  await page.waitForLoadState('load');
  // The report is on screen in the system's Korean font; nothing of Pretendard is on its way yet.
  expect(fontRequests).toEqual([]);
  expect(await page.evaluate(webFontTiming)).toMatchObject({ requested: null, remembered: false });

  // Once the visitor uses the page (its code starts then) and it has settled, the font arrives and
  // is remembered…
  await firstUse(page);
  await expect.poll(() => fontRequests.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await page.evaluate(webFontTiming)).remembered).toBe(true);
  const first = await page.evaluate(webFontTiming);
  expect(first.requested).toBeGreaterThan(first.loadEvent ?? Infinity);

  // …so the next visit asks for it as the shell's code boots, before the page's module starts. (A
  // prerendered page has loaded by then: its HTML paints before the code starts.)
  await page.reload();
  await page.waitForLoadState('load');
  await firstUse(page);
  await expect.poll(async () => (await page.evaluate(webFontTiming)).moduleStarted).not.toBeNull();
  const again = await page.evaluate(webFontTiming);
  expect(again.requested).not.toBeNull();
  expect(again.requested).toBeLessThan(again.moduleStarted ?? 0);
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Pretendard', '진타입');
    }),
  ).toBe(true);
});
