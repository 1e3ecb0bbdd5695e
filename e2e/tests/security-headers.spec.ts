// Security headers (issue 14): another origin cannot frame the site (clickjacking), the shell's
// inline scripts run under a CSP without 'unsafe-inline', and the documents, the remotes' scripts
// and the API's answers carry the headers of packages/tooling/build/security-headers.cjs.
import { expect, test } from './support/test';
import { API_URL, APP_PORTS } from './support/site';

const ATTACKER = 'http://attacker.example/';

test.describe('framing', () => {
  // The refusal itself is a violation the framing page reports; nothing else may be.
  test.use({ expectedCspViolations: [/frame-ancestors/] });

  test('another origin framing the home page gets no page in the frame', async ({ page }) => {
    // A page of another origin (served by the test, as an attacker's server would); it notes when
    // its frame has finished loading, whatever ended up in it.
    await page.route(ATTACKER, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>attacker</title><iframe src="http://localhost:3000/" width="800" height="600" onload="document.title=\'loaded\'"></iframe>',
      }),
    );
    await page.goto(ATTACKER);
    await expect(page).toHaveTitle('loaded');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    // The browser puts its own error page in the frame instead of the site.
    expect(frame?.url()).not.toBe('http://localhost:3000/');
    expect(await frame?.locator('#app-main').count()).toBe(0);
  });
});

test('the home page renders under the CSP, with its inline scripts run by hash', async ({
  page,
}) => {
  // Notes that the inline early request for remotes.json ran (the shell's code takes the promise
  // and clears it, so it is watched as it is stored).
  await page.addInitScript(() => {
    let stored: unknown;
    Object.defineProperty(window, '__GENETYPE_REMOTES__', {
      configurable: true,
      get: () => stored,
      set: (value: unknown) => {
        stored = value;
        if (value !== undefined) (window as { earlyRequestRan?: boolean }).earlyRequestRan = true;
      },
    });
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src [^;]*'sha256-/);
  expect(csp).not.toContain("'unsafe-inline'");
  // A prerendered page asks once its first frame is on screen.
  await expect
    .poll(() => page.evaluate(() => (window as { earlyRequestRan?: boolean }).earlyRequestRan))
    .toBe(true);
  await expect(page.locator('#app-main')).not.toBeEmpty();
});

test.describe('headers', () => {
  const expectCommon = (headers: Record<string, string>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['permissions-policy'], what).toContain('camera=()');
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    // The local site is plain http: no HSTS (production hosting adds it).
    expect(headers['strict-transport-security'], what).toBeUndefined();
  };

  test('the shell’s page lists its remotes, the API and its inline hashes', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expectCommon(headers, 'shell index.html');
    const csp = headers['content-security-policy'] ?? '';
    for (const port of Object.values(APP_PORTS).filter((port) => port !== APP_PORTS.shell)) {
      expect(csp).toMatch(new RegExp(`script-src [^;]*http://localhost:${port}`));
    }
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${API_URL}`));
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  test('a remote’s script carries them too', async ({ request }) => {
    const response = await request.get(
      `http://localhost:${APP_PORTS['mf-content']}/remoteEntry.js`,
    );
    expect(response.status()).toBe(200);
    expectCommon(response.headers(), 'mf-content remoteEntry.js');
  });

  test('an API answer may run, load and frame nothing', async ({ request }) => {
    const response = await request.get(`${API_URL}/health`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expectCommon(headers, 'API /health');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
  });
});
