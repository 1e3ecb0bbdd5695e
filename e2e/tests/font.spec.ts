// The site's Korean font: Pretendard, self-hosted by the shell as unicode-range slices
// (shell/src/styles/_fonts.scss). Debian's Chromium has no Korean font of its own, so without
// it every Hangul syllable would be a missing glyph.
import { expect, test } from '@playwright/test';
import { APP_PORTS } from './support/site';

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

  // The page itself must have loaded the faces (not this test asking for them).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter(
          (face) => face.family.replace(/["']/g, '') === 'Pretendard' && face.status === 'loaded',
        ).length;
      }),
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
