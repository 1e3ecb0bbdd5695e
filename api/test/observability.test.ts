// Observability (issue 21, item 6): /metrics in Prometheus format and who may read it, the request
// id from the proxy to the answer and every log line, and no personal data in the logs.
import { Writable } from 'node:stream';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config/index.js';
import { loadConfig } from '../src/config/index.js';
import type { Db } from '../src/db/database.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { loggableUrl, scrub } from '../src/lib/request-log.js';
import { dialects } from './helpers/dialects.js';
import { PASSWORD, REFRESH_COOKIE, refreshCookieOf, uniqueMember } from './helpers/fixtures.js';
import { uniquePhone, verifyPhone } from './helpers/identity-check.js';
import { PRODUCTION_ENV } from './helpers/production-env.js';
import { resetTokenIn, startSmtpServer } from './helpers/smtp.js';
import type { TestDatabase } from './helpers/test-app.js';
import { createTestDatabase } from './helpers/test-app.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** An app on a fresh database whose log lines (JSON, level `logLevel`) are collected. */
async function loggedApp(dialect: 'sqlite' | 'postgres', env: Record<string, string> = {}) {
  const database: TestDatabase = await createTestDatabase(dialect);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', ...env }),
    database: database.config,
  };
  const db: Db = createDatabase(config.database);
  await migrateToLatest(db, config.database);
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(config, { db, logStream });
  await app.ready();
  return {
    app,
    db,
    lines,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}

describe.each(dialects)('observability on %s', (dialect) => {
  describe('GET /metrics', () => {
    let t: Awaited<ReturnType<typeof loggedApp>>;
    beforeAll(async () => {
      t = await loggedApp(dialect, { LOG_LEVEL: 'silent', METRICS_TOKEN });
    });
    afterAll(async () => t.close());

    const metrics = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });

    it('counts requests and their latency per route pattern, with pool and event-loop figures', async () => {
      await t.app.inject({ method: 'GET', url: '/health' });
      await t.app.inject({ method: 'GET', url: '/user/someone.nickname' });
      await t.app.inject({ method: 'GET', url: '/no/such/route' });
      const response = await metrics(`Bearer ${METRICS_TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/health",status_code="200"\} 1$/m,
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/health",status_code="200"\} \d+$/m,
      );
      // The route's pattern, never the address: no nickname (or token, or id) in a label.
      expect(text).toContain('route="/user/:nickname",status_code="401"');
      expect(text).not.toContain('someone.nickname');
      expect(text).toContain('route="unmatched",status_code="404"');
      expect(text).not.toContain('/no/such/route');
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
      expect(text).toMatch(/^db_pool_waiting 0$/m);
      if (dialect === 'postgres') {
        expect(text).toMatch(/^db_pool_max 20$/m);
        expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
        expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
      } else expect(text).toMatch(/^db_pool_max 1$/m);
    });

    it('answers only the bearer of METRICS_TOKEN when one is set', async () => {
      expect((await metrics()).statusCode).toBe(401);
      expect((await metrics('Bearer wrong-token-0123456789abcdef')).statusCode).toBe(401);
      expect((await metrics(METRICS_TOKEN)).statusCode).toBe(401);
      expect((await metrics(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
    });
  });

  it('serves no /metrics in production without a token, and only to the token with one', async () => {
    const env = { ...PRODUCTION_ENV, NODE_ENV: 'production' };
    const open = await loggedApp(dialect, { ...env, LOG_LEVEL: 'silent' });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await open.close();
    }
    const guarded = await loggedApp(dialect, { ...env, LOG_LEVEL: 'silent', METRICS_TOKEN });
    try {
      const get = (headers: Record<string, string>) =>
        guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      expect((await get({})).statusCode).toBe(401);
      expect((await get({ authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  describe('request ids and logs', () => {
    let t: Awaited<ReturnType<typeof loggedApp>>;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await loggedApp(dialect, {
        PASSWORD_HASH_COST: 'fast', // a journey of sign-ups and log-ins, not a test of hashing
        SMTP_URL: smtp.url,
        MAIL_FROM: '진타입 <no-reply@genetype.test>',
        APP_URL: 'http://localhost:3000',
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });

    const entries = () => t.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

    it("takes the proxy's X-Request-Id when it is sane, else makes one; answers with it and logs it", async () => {
      const given = 'a3f1c2d4e5b6978812345678deadbeef';
      const kept = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': given },
      });
      expect(kept.headers['x-request-id']).toBe(given);
      const lines = entries().filter((entry) => entry.reqId === given);
      expect(lines.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);

      for (const insane of ['x', 'has spaces in it', 'a'.repeat(200), 'me@example.com\nforged']) {
        const replaced = await t.app.inject({
          method: 'GET',
          url: '/health',
          headers: { 'x-request-id': insane },
        });
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      const fresh = await t.app.inject({ method: 'GET', url: '/health' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('logs no e-mail, phone number, password or token along a member journey', async () => {
      const member = uniqueMember('logs');
      const phone = uniquePhone();
      const secrets: string[] = [member.email, phone, PASSWORD];
      const call = async (
        method: 'GET' | 'POST',
        url: string,
        payload?: object,
        extra: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
      ) => {
        const response = await t.app.inject({ method, url, payload, ...extra });
        expect(response.statusCode).toBeLessThan(500);
        return response;
      };

      const signup = await call('POST', '/user/signup', {
        ...member,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        consents: { termsAgreed: true, privacyAgreed: true, birthDate: '1990-05-01' },
      });
      expect(signup.statusCode).toBe(201);
      // A second sign-up with the same address: the database refuses it (a unique violation).
      await call('POST', '/user/signup', {
        userId: `${member.userId.slice(0, 15)}x`,
        email: member.email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        consents: { termsAgreed: true, privacyAgreed: true, birthDate: '1990-05-01' },
      });
      const login = await call('POST', '/user/login', { login: member.email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      const access = login.json<{ token: { token: string } }>().token.token;
      const refresh = refreshCookieOf(login)!;
      secrets.push(access, refresh);
      const headers = { authorization: `Bearer ${access}` };
      // A wrong password, with the e-mail as the login.
      await call('POST', '/user/login', { login: member.email, password: 'Wr0ng-password!' });

      // The phone number, verified and then used to find the account.
      const reply = await verifyPhone(t.app, { phoneNumber: phone });
      secrets.push(reply);
      await call(
        'GET',
        `/user/updatePhoneNumberByAuthentication?EncodeData=${encodeURIComponent(reply)}`,
        undefined,
        { headers },
      );
      const find = await verifyPhone(t.app, { phoneNumber: phone });
      secrets.push(find);
      const found = await call(
        'GET',
        `/user/emailAuthenticationByPhone?EncodeData=${encodeURIComponent(find)}`,
      );
      expect(found.json<{ data: string }>().data).toBe(member.email);
      const typed = await verifyPhone(t.app, { phoneNumber: phone });
      await call('POST', '/user/findEmail', { phoneNumber: phone, EncodeData: typed });

      // Forgot password: the e-mailed token, checked and used.
      await call('POST', '/user/forgotPassword', { email: member.email });
      const resetToken = resetTokenIn((await smtp.waitFor(member.email)).raw);
      secrets.push(resetToken);
      await call('GET', `/user/resetPassword/${resetToken}`);
      await call('GET', `/user/resetPassword/${resetToken}x`);

      // Refresh with the cookie, and with the header of pre-cookie clients; then log out.
      const relogin = await call('POST', '/user/login', {
        login: member.userId,
        password: PASSWORD,
      });
      const cookie = refreshCookieOf(relogin)!;
      secrets.push(cookie, relogin.json<{ token: { token: string } }>().token.token);
      const refreshed = await call('POST', '/user/refresh', undefined, {
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      const next = refreshCookieOf(refreshed);
      if (next) secrets.push(next);
      await call('POST', '/user/refresh', undefined, { headers: { 'x-refresh-token': cookie } });
      await call('POST', '/user/logout', undefined, {
        headers: { authorization: `Bearer ${access}` },
        cookies: { [REFRESH_COOKIE]: cookie },
      });

      const text = t.lines.join('\n');
      expect(t.lines.length).toBeGreaterThan(30);
      for (const secret of secrets) expect(text).not.toContain(secret);
      // The phone number in any of its written forms, and the address in any case.
      expect(text).not.toContain(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
      expect(text.toLowerCase()).not.toContain(member.email.toLowerCase());
      // Every line about a request names it.
      const requestLines = entries().filter((entry) => entry.req || entry.res);
      expect(requestLines.length).toBeGreaterThan(20);
      expect(requestLines.every((entry) => typeof entry.reqId === 'string')).toBe(true);
    });
  });
});

describe('log helpers', () => {
  it('masks e-mail addresses and phone numbers in free text', () => {
    expect(
      scrub('Key (email)=(kim.jin@example.co.kr) already exists; phone 010-1234-5678, 01098765432'),
    ).toBe('Key (email)=([email]) already exists; phone [phone], [phone]');
  });

  it("writes a route's pattern and the names of its query parameters, never their values", () => {
    const request = (url: string, pattern?: string) =>
      ({ url, routeOptions: { url: pattern } }) as unknown as Parameters<typeof loggableUrl>[0];
    expect(loggableUrl(request('/user/resetPassword/abc123', '/user/resetPassword/:token'))).toBe(
      '/user/resetPassword/:token',
    );
    expect(
      loggableUrl(
        request(
          '/user/emailAuthenticationByPhone?EncodeData=eyJh',
          '/user/emailAuthenticationByPhone',
        ),
      ),
    ).toBe('/user/emailAuthenticationByPhone?EncodeData=…');
    expect(loggableUrl(request('/nowhere/kim@example.com?x=1'))).toBe('/nowhere/[email]?x=…');
  });
});
