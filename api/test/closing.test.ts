// A closing instance refuses what still arrives with the API's own 503 (lib/closing.ts).
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

describe('an instance that is closing', () => {
  let t: TestApp;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      {
        extend: (app) => {
          // Holds the close open (preClose waits) while the test sends what arrives meanwhile.
          app.addHook('preClose', async () => {
            await new Promise<void>((resolve) => {
              release = resolve;
            });
          });
        },
      },
    );
  });

  it('answers JSON 503 in the request’s language with every header, and closes the connection', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const closed = t.close();
    await new Promise((resolve) => setImmediate(resolve));
    const korean = await fetch(`${base}/health`);
    const english = await fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      body: '{}',
    });
    const [koreanBody, englishBody] = (await Promise.all([korean.json(), english.json()])) as [
      { message: string },
      { message: string },
    ];
    release();
    await closed;

    expect(korean.status).toBe(503);
    expect(koreanBody).toEqual({
      message: '서버가 잠시 다시 시작하는 중이에요. 잠시 후 다시 시도해 주세요.',
    });
    expect(korean.headers.get('connection')).toBe('close');
    expect(korean.headers.get('x-content-type-options')).toBe('nosniff');
    expect(korean.headers.get('content-security-policy')).toBeTruthy();
    expect(korean.headers.get('x-request-id')).toBeTruthy();
    expect(english.status).toBe(503);
    expect(englishBody.message).toBe('The server is restarting. Please try again in a moment.');
  });
});
