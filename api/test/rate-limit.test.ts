import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { addressKey } from '../src/lib/rate-limit-keys.js';
import { dialects } from './helpers/dialects.js';
import { PASSWORD, signup, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const LIMITED = /^로그인 시도가 너무 많아요\. \d+(초|분|시간) 뒤에 다시 시도해 주세요\.$/;

const login = (t: TestApp, identifier: string, address: string, password = 'Wr0ngpass!') =>
  t.app.inject({
    method: 'POST',
    url: '/user/login',
    // The proxy in front of the API (127.0.0.1, trusted below) appends the client's address.
    headers: { 'x-forwarded-for': address },
    payload: { login: identifier, password },
  });

describe.each(dialects)('login rate limits on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_LIMIT: '100/1m',
      LOGIN_ADDRESS_RATE_LIMIT: '4/10m',
      LOGIN_ACCOUNT_RATE_LIMIT: '3/10m',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limit one address trying one password on many accounts', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await login(t, uniqueMember().userId, '198.51.100.1')).statusCode).toBe(400);
    const limited = await login(t, uniqueMember().userId, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(LIMITED);
    expect(limited.json<{ message: string }>().message).toContain('10분');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Another address is not affected.
    expect((await login(t, uniqueMember().userId, '198.51.100.2')).statusCode).toBe(400);
  });

  it('limit one account tried from many addresses, the right password included', async () => {
    const { userId, email } = await signup(t.app);
    for (let i = 0; i < 3; i += 1)
      expect((await login(t, userId, `203.0.113.${10 + i}`)).statusCode).toBe(400);
    const limited = await login(t, userId, '203.0.113.99', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Letter case does not make another account.
    expect((await login(t, userId.toUpperCase(), '203.0.113.98', PASSWORD)).statusCode).toBe(429);
    // Nor does its e-mail: one account, one count (issue 36; rate-limit-keys.test.ts).
    expect((await login(t, email, '203.0.113.97', PASSWORD)).statusCode).toBe(429);
  });

  it('counts IPv6 clients by their /64', async () => {
    expect(addressKey('2001:db8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    for (let i = 1; i <= 4; i += 1)
      expect((await login(t, uniqueMember().userId, `2001:db8:7:7::${i}`)).statusCode).toBe(400);
    expect((await login(t, uniqueMember().userId, '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
  });
});

describe('a client-sent X-Forwarded-For', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { TRUST_PROXY: '1', LOGIN_ADDRESS_RATE_LIMIT: '2/10m' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not reset the limits (only the last hop, added by the proxy, is believed)', async () => {
    const attempt = (spoofed: string) => login(t, uniqueMember().userId, `${spoofed}, 192.0.2.50`);
    expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    expect((await attempt('10.0.0.2')).statusCode).toBe(400);
    expect((await attempt('10.0.0.3')).statusCode).toBe(429);
  });
});

/** A loopback port nothing listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('with Redis unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      LOGIN_RATE_LIMIT: '3/1m',
      SIGNUP_RATE_LIMIT: '2/10m',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still limits, in memory, without waiting for Redis', async () => {
    const identifier = uniqueMember().userId;
    for (let i = 0; i < 3; i += 1)
      expect((await login(t, identifier, '127.0.0.1')).statusCode).toBe(400);
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const limited = await login(t, identifier, '127.0.0.1');
      times.push(performance.now() - started);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ message: string }>().message).toMatch(LIMITED);
    }
    // A refused attempt does no password hashing: it is only the store's answer.
    expect(median(times)).toBeLessThan(100);

    // The other limits use the same store.
    const member = () => ({
      ...uniqueMember(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      consents: {
        termsAgreed: true,
        privacyAgreed: true,
        marketingAgreed: false,
        birthDate: '1990-05-01',
      },
    });
    const signups = [];
    for (let i = 0; i < 3; i += 1)
      signups.push(
        (await t.app.inject({ method: 'POST', url: '/user/signup', payload: member() })).statusCode,
      );
    expect(signups).toEqual([201, 201, 429]);

    // The social sign-up (which also says whether an e-mail is taken) has the same limit.
    const social = [];
    for (let i = 0; i < 3; i += 1)
      social.push(
        await t.app.inject({
          method: 'POST',
          url: '/user/socialSignup',
          payload: { signupToken: 'x'.repeat(40), consents: member().consents },
        }),
      );
    expect(social.map((answer) => answer.statusCode)).toEqual([400, 400, 429]);
    expect(social[2]?.json<{ message: string }>().message).toMatch(/가입 요청이 너무 많아요/);
  });

  it('says so on /health, still 200: the instance keeps serving', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'degraded', redis: 'unreachable' });
  });
});
