import { createHash } from 'node:crypto';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';
import { requestVerification } from './helpers/identity-check.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** `a b; c d` → { a: ['b'], c: ['d'] } */
function directives(csp: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

// Issue 14: every answer of the API carries the site's security headers (packages/tooling/build/security-headers.cjs).
describe('security headers of the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a JSON answer (and a 404) may run, load and frame nothing', async () => {
    for (const url of ['/health', '/nowhere']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(directives(headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
      });
      // The popups (Google callback, identity check) must keep their opener.
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
      // Outside production (and over plain http) no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the Google callback page may run exactly its own inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/google/callback' });
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(script).not.toBe('');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual([sha(script)]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('the local identity-check form gets its styles, its cancel button and a way back to the site', async () => {
    const { data } = await requestVerification(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/local-idp/checkplus/service?m=checkplusService&EncodeData=${data}`,
    });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'unsafe-hashes'", sha('window.close()')]);
    expect(csp['style-src']).toEqual(
      expect.arrayContaining(["'unsafe-hashes'", sha('margin-top:12px')]),
    );
    expect(csp['style-src']).not.toContain("'unsafe-inline'");
    expect(csp['form-action']).toEqual(["'self'", ...t.config.corsOrigins]);
  });
});
