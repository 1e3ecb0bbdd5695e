// Counts the JavaScript a browser fetches before a page is usable: every script response
// until the load event, network idle and the page's <h1> (on a prerendered page: until its app
// and the shell's frame took over the HTML and the network is quiet again). Raw = body length;
// gzip = each body gzipped at level 9 (what a CDN would send), summed. The budget check and the
// benchmark both count this way, so their numbers are comparable.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { DEFERRED_CHUNK } from './deferred-chunks.mjs';

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

function isJavaScript(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || /javascript|ecmascript/.test(contentType);
}

/** Resolves once no request has been in flight for 500 ms (Playwright's networkidle, again). */
async function quiet(page, inFlight, timeoutMs) {
  const started = Date.now();
  let idleSince = Date.now();
  while (Date.now() - idleSince < 500) {
    if (Date.now() - started > timeoutMs) throw new Error('the network did not go quiet');
    if (inFlight.size > 0) idleSince = Date.now();
    await page.waitForTimeout(50);
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ readySelector?: string, timeoutMs?: number, locale?: string,
 *   prepare?: (context: import('@playwright/test').BrowserContext) => Promise<void> }} [options]
 *   `prepare`: called on the fresh context before the page opens (a member's session, say).
 * @returns {Promise<{ url: string, usable: boolean, error?: string, raw: number, gzip: number,
 *   files: { url: string, origin: string, raw: number, gzip: number }[] }>}
 */
export async function measureJs(
  browser,
  url,
  { readySelector = 'h1', timeoutMs = 30000, locale = 'ko-KR', prepare } = {},
) {
  // A fresh context: nothing cached, nothing in storage — a first visit, by a Korean browser unless
  // `locale` says otherwise (a first visit follows the browser's language: an English one also
  // loads the English texts).
  const context = await browser.newContext({ locale });
  await prepare?.(context);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() >= 300) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), origin: new URL(response.url()).origin, body }))
        .catch(() => null),
    );
  });
  const inFlight = new Set();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  let usable = true;
  let error;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: timeoutMs });
    // A prerendered page shows its <h1> (and the frame) before any script has run, and its code
    // starts at the first sign of use (shell/index.html): the pointer comes over the page, and it
    // is usable once its app and the shell's frame have taken over the HTML (the marks are gone)
    // and the network is quiet again.
    await page.mouse.move(10, 200);
    await page.waitForFunction(
      () => !document.querySelector('[data-prerender-build], [data-prerendered-frame]'),
      null,
      { timeout: timeoutMs },
    );
    await quiet(page, inFlight, timeoutMs);
  } catch (caught) {
    usable = false;
    error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
  }
  // Each file once: a file fetched into the cache before use (rel=prefetch) is answered again from
  // that cache when its script runs, and Playwright reports both.
  const seen = new Set();
  const files = (await Promise.all(bodies))
    .filter(
      (file) => file && !DEFERRED_CHUNK.test(file.url) && !seen.has(file.url) && seen.add(file.url),
    )
    .map(({ url: fileUrl, origin, body }) => ({
      url: fileUrl,
      origin,
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
    }));
  await context.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { url, usable, error, raw: sum('raw'), gzip: sum('gzip'), files };
}

/** Sums a measurement's files that came from one origin. */
export function bytesFrom(measurement, origin) {
  const files = measurement.files.filter((file) => file.origin === origin);
  return {
    raw: files.reduce((total, file) => total + file.raw, 0),
    gzip: files.reduce((total, file) => total + file.gzip, 0),
    files,
  };
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
