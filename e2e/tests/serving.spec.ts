// How the production servers send files (issue §6): the small pointer files are revalidated
// on every load, content-hashed files are cached for good, remotes answer cross-origin, and
// every app path falls back to the shell's index.html.
import { expect, test } from './support/test';
import { APP_PORTS } from './support/site';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('pointer files are no-cache; hashed chunks are immutable', async ({ request }) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe(NO_CACHE);

  // The shell's entry: a script tag, or on a prerendered page the list the page boots after its
  // first paint (data-boot, shell/server/page-html.ts).
  const html = await index.text();
  const script = (/<script[^>]+src="\/?([^"]+\.[0-9a-f]{8}\.js)"/.exec(html) ??
    /data-boot="\/?([^" ]+\.[0-9a-f]{8}\.js)/.exec(html))?.[1];
  expect(script).toBeDefined();
  const chunk = await request.get(`/${script ?? ''}`);
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe(IMMUTABLE);

  const remotes = await request.get('/remotes.json');
  expect(remotes.status()).toBe(200);
  expect(remotes.headers()['cache-control']).toBe(NO_CACHE);
});

test('an app path is answered with the shell page, not a 404', async ({ request }) => {
  const page = await request.get('/typeReport/1');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe(NO_CACHE);
  expect(await page.text()).toContain('id="app-main"');

  const missing = await request.get('/no-such-file.js');
  expect(missing.status()).toBe(404);
});

for (const app of ['mf-content', 'mf-questionnaire', 'mf-account', 'mf-search'] as const) {
  test(`${app} serves its entry and manifest cross-origin, uncached`, async ({ request }) => {
    const origin = `http://localhost:${APP_PORTS[app]}`;
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request.get(`${origin}/${file}`, {
        headers: { Origin: 'http://localhost:3000' },
      });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe(NO_CACHE);
      expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    }
  });
}
