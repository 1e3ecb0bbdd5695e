import { LOGIN_FAILED_MESSAGE, TOKEN_HEADERS } from '@genetype/domain/contracts';
import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE } from '../src/lib/error-handler.js';
import { INVALID_BODY_MESSAGE } from '../src/lib/validate.js';
import { DATABASE_DOWN_MESSAGE } from '../src/modules/health/index.js';
import { dialects } from './helpers/dialects.js';
import { ADULT_CONSENTS, PASSWORD, signup, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp, createTestDatabase, migrateTestDatabase } from './helpers/test-app.js';

const KOREAN = /[가-힣]/;

describe.each(dialects)('HTTP behaviour on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '3/1m', SIGNUP_RATE_LIMIT: '100/1m' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /health answers { status: "ok" }', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown path with 404 { message }', async () => {
    for (const [method, url] of [
      ['GET', '/nowhere'],
      ['POST', '/user/nothing/deeper'],
      ['OPTIONS', '/nowhere'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NOT_FOUND_MESSAGE });
    }
  });

  it('answers a method a known path does not take with 405, Allow and { message }', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/user/getUser', 'GET, HEAD, OPTIONS'],
      // /user/{nickname} takes GET, so /user/nothing is a known path too.
      ['POST', '/user/nothing', 'GET, HEAD, OPTIONS'],
      ['PUT', '/user/login?x=1', 'GET, HEAD, OPTIONS, POST'],
      ['PATCH', '/questions', 'GET, HEAD, OPTIONS'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toEqual({ message: '이 주소에서는 지원하지 않는 요청 방식이에요.' });
    }
    const english = await t.app.inject({
      method: 'DELETE',
      url: '/health',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ message: "This address doesn't take that kind of request." });
  });

  it('answers a plain OPTIONS with Allow, and leaves preflights to CORS', async () => {
    const plain = await t.app.inject({ method: 'OPTIONS', url: '/user/login' });
    expect(plain.statusCode).toBe(204);
    expect(plain.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/user/login',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers.allow).toBeUndefined();
  });

  describe('bad input is a 4xx in Korean, never a 500', () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/user/signup',
        payload,
        headers: { 'content-type': contentType },
      });

    it.each([
      ['malformed JSON', '{"login": ', 'application/json', 400],
      [
        'a prototype-poisoning body',
        '{"__proto__": {"admin": true}, "login": "a"}',
        'application/json',
        400,
      ],
      [
        'a constructor-poisoning body',
        '{"constructor": {"prototype": {"admin": true}}}',
        'application/json',
        400,
      ],
      [
        'an unsupported content type',
        'login=a&password=b',
        'application/x-www-form-urlencoded',
        415,
      ],
      ['plain text', 'hello', 'text/plain', 415],
      ['a JSON string instead of an object', '"hello"', 'application/json', 400],
      ['an empty body', '', 'application/json', 400],
    ])('%s', async (_case, payload, contentType, status) => {
      const response = await post(payload, contentType);
      expect(response.statusCode).toBe(status);
      const body = response.json<{ message: string }>();
      expect(Object.keys(body)).toEqual(['message']);
      expect(body.message).toMatch(KOREAN);
    });

    it('a body over the size limit is 413', async () => {
      const response = await post(
        JSON.stringify({ userId: 'a'.repeat(300 * 1024), password: PASSWORD }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(KOREAN);
    });

    it('a body that is not an object gets the generic invalid-body message', async () => {
      const response = await post('[1, 2]');
      expect(response.json()).toEqual({ message: INVALID_BODY_MESSAGE });
    });

    it('a malformed URL is 400', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/user/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: '요청 주소가 올바르지 않아요.' });
    });
  });

  describe('CORS', () => {
    it('lets an app origin send the refresh header and read both token headers', async () => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/user/getUser',
        headers: {
          origin: 'http://localhost:3003',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,x-refresh-token',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3003');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        TOKEN_HEADERS.refreshToken,
      );

      const response = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      const exposed = String(response.headers['access-control-expose-headers']).toLowerCase();
      expect(exposed).toContain(TOKEN_HEADERS.remappedAuthorization);
      expect(exposed).toContain(TOKEN_HEADERS.refreshToken);
    });

    it('does not admit an unknown origin', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('login rate limit', () => {
    it('answers 429 in Korean once an identifier exceeds its attempts, without blocking other members', async () => {
      const { userId } = await signup(t.app);
      const attempt = (login: string, password = 'Wr0ngpass!') =>
        t.app.inject({ method: 'POST', url: '/user/login', payload: { login, password } });

      for (let i = 0; i < 3; i += 1) expect((await attempt(userId)).statusCode).toBe(400);
      const limited = await attempt(userId, PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ message: string }>().message).toMatch(
        /^로그인 시도가 너무 많아요\. \d+(초|분) 뒤에 다시 시도해 주세요\.$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // The same identifier in another letter case is the same account.
      expect((await attempt(userId.toUpperCase(), PASSWORD)).statusCode).toBe(429);
      const other = await attempt(uniqueMember().userId);
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
    });
  });

  describe('unexpected failures', () => {
    it('turns a database outage into 500 { message } and a 503 health check', async () => {
      const database = await createTestDatabase(dialect);
      const db = createDatabase(database.config);
      await migrateTestDatabase(db, database.config);
      const app = await buildApp({ ...t.config, database: database.config }, { db });
      try {
        await db.destroy();
        const response = await app.inject({
          method: 'POST',
          url: '/user/signup',
          payload: {
            ...uniqueMember(),
            password: PASSWORD,
            confirmPassword: PASSWORD,
            consents: ADULT_CONSENTS,
          },
        });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ message: SERVER_ERROR_MESSAGE });

        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: 'unavailable', message: DATABASE_DOWN_MESSAGE });
      } finally {
        await app.close();
        await database.drop();
      }
    });
  });
});
