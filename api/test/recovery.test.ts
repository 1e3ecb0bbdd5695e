import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ForgotPasswordResponse } from '@genetype/domain/contracts';
import { RECOVERY_MESSAGES, VALIDATION_MESSAGES } from '@genetype/domain/validation';
import { sha256 } from '../src/lib/crypto.js';
import { INVALID_BODY_MESSAGE } from '../src/lib/validate.js';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_EXPIRED_MESSAGE,
  RESET_UNKNOWN_MESSAGE,
  RESET_USED_MESSAGE,
} from '../src/modules/recovery/recovery-service.js';
import { FORGOT_PASSWORD_MINIMUM_MS } from '../src/modules/recovery/index.js';
import { dialects } from './helpers/dialects.js';
import { PASSWORD, authHeaders, refresh, signup } from './helpers/fixtures.js';
import { decodedText, resetTokenIn, startSmtpServer } from './helpers/smtp.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const NEW_PASSWORD = 'N3wSecret!';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dialects)('password recovery on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  // The forgot-password answer-time floor, only where it is measured: on an app of its own.
  let timed: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: '진타입 <no-reply@genetype.test>',
      APP_URL: 'http://localhost:3000',
      FORGOT_PASSWORD_RATE_LIMIT: '1000/1m',
    };
    t = await createTestApp(dialect, env);
    timed = await createTestApp(dialect, env, {
      forgotPasswordMinimumMs: FORGOT_PASSWORD_MINIMUM_MS,
    });
  });
  afterAll(async () => {
    await t.close();
    await timed.close();
    await smtp.stop();
  });
  afterEach(() => t.clock.reset());

  const forgot = (payload: unknown, app = t) =>
    app.app.inject({ method: 'POST', url: '/user/forgotPassword', payload: payload as object });
  const reset = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/user/resetPassword/${token}`,
      payload: payload as object,
    });
  const login = (loginId: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/user/login', payload: { login: loginId, password } });
  const passwordHashOf = async (email: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;
  const tokenCount = async (app = t) =>
    Number(
      (
        await app.db
          .selectFrom('password_reset_tokens')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Signs a member up, asks for a reset and returns the token from the e-mail they received. */
  async function requestedReset() {
    const member = await signup(t.app);
    const before = smtp.received.length;
    const response = await forgot({ email: member.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitFor(member.email);
    expect(smtp.received.length).toBeGreaterThan(before);
    return {
      member,
      mail,
      token: resetTokenIn(mail.raw),
      body: response.json<ForgotPasswordResponse>(),
    };
  }

  describe('POST /user/forgotPassword', () => {
    it('e-mails a single-use link through SMTP and stores only its digest', async () => {
      const { member, mail, token, body } = await requestedReset();
      expect(body).toEqual({
        error: false,
        message: FORGOT_PASSWORD_MESSAGE,
        token: expect.any(String),
      });
      // The answer's token is an opaque request id, never the reset token.
      expect(body.token).not.toBe(token);
      expect(mail.raw).toContain('no-reply@genetype.test');
      expect(mail.raw).toMatch(/Subject: =\?UTF-8\?/);
      expect(decodedText(mail.raw)).toContain(`http://localhost:3000/user/resetPassword/${token}`);
      const rows = await t.db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select(['token_hash', 'expires_at', 'password_reset_tokens.created_at'])
        .where('users.email', '=', member.email)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(sha256(token));
      const ttl = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
      expect(ttl).toBe(30 * 60_000);
    });

    it('greets the member by nickname when set, else by user ID', async () => {
      const plain = await requestedReset();
      expect(decodedText(plain.mail.raw)).toContain(`안녕하세요, ${plain.member.userId}님.`);

      const member = await signup(t.app);
      const nickname = `Nick${Date.now() % 1_000_000}`;
      await t.db.updateTable('users').set({ nickname }).where('email', '=', member.email).execute();
      expect((await forgot({ email: member.email })).statusCode).toBe(200);
      const text = decodedText((await smtp.waitFor(member.email)).raw);
      expect(text).toContain(`안녕하세요, ${nickname}님.`);
      expect(text).not.toContain(member.userId);
    });

    it('answers an unknown e-mail the same way, in about the same time, and sends nothing', async () => {
      const known = await signup(timed.app);
      const startedKnown = Date.now();
      const knownResponse = await forgot({ email: known.email }, timed);
      const knownMs = Date.now() - startedKnown;
      const before = await tokenCount(timed);
      const startedUnknown = Date.now();
      const unknownResponse = await forgot({ email: 'nobody.here@example.com' }, timed);
      const unknownMs = Date.now() - startedUnknown;

      expect(unknownResponse.statusCode).toBe(knownResponse.statusCode);
      const a = knownResponse.json<ForgotPasswordResponse>();
      const b = unknownResponse.json<ForgotPasswordResponse>();
      expect({ ...b, token: 'x' }).toEqual({ ...a, token: 'x' });
      expect(b.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(knownMs).toBeGreaterThanOrEqual(240);
      expect(unknownMs).toBeGreaterThanOrEqual(240);
      expect(Math.abs(knownMs - unknownMs)).toBeLessThan(200);
      expect(await tokenCount(timed)).toBe(before);
      await sleep(200);
      expect(smtp.received.some((mail) => mail.to.includes('nobody.here@example.com'))).toBe(false);
    });

    it('mails one account at most 3 times an hour, and still answers the same', async () => {
      const member = await signup(t.app);
      for (let i = 0; i < 5; i += 1) {
        const response = await forgot({ email: member.email });
        expect(response.json<ForgotPasswordResponse>().message).toBe(FORGOT_PASSWORD_MESSAGE);
      }
      const rows = await t.db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select('token_hash')
        .where('users.email', '=', member.email)
        .execute();
      expect(rows).toHaveLength(3);
      t.clock.advance(61 * 60_000);
      await forgot({ email: member.email });
      const after = await t.db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select('token_hash')
        .where('users.email', '=', member.email)
        .execute();
      expect(after).toHaveLength(4);
    });

    it.each<[string, unknown, string]>([
      ['no e-mail', {}, VALIDATION_MESSAGES.emailRequired],
      ['an empty e-mail', { email: '' }, VALIDATION_MESSAGES.emailRequired],
      ['a number', { email: 42 }, VALIDATION_MESSAGES.emailFormat],
      ['an array', { email: ['a@example.com'] }, VALIDATION_MESSAGES.emailFormat],
      ['an operator object', { email: { $ne: '' } }, VALIDATION_MESSAGES.emailFormat],
      ['a malformed e-mail', { email: 'not-an-email' }, VALIDATION_MESSAGES.emailFormat],
      [
        'an oversized e-mail',
        { email: `${'a'.repeat(100_000)}@example` },
        VALIDATION_MESSAGES.emailFormat,
      ],
      ['an array body', [], INVALID_BODY_MESSAGE],
    ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
      const before = await tokenCount();
      const response = await forgot(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await tokenCount()).toBe(before);
    });
  });

  describe('/user/resetPassword/{token}', () => {
    it('sets the new password, ends every session, and works only once', async () => {
      const { member, token } = await requestedReset();
      const oldHash = await passwordHashOf(member.email);

      expect(
        (await t.app.inject({ method: 'GET', url: `/user/resetPassword/${token}` })).statusCode,
      ).toBe(200);
      const response = await reset(token, {
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RESET_DONE_MESSAGE });
      expect(await passwordHashOf(member.email)).not.toBe(oldHash);
      // Then the account hears of it (issue 37): what happened, and what to do if it wasn't them.
      const mails = smtp.received.filter((mail) => mail.to.includes(member.email.toLowerCase()));
      expect(mails).toHaveLength(2);
      const notice = decodedText(mails[1]!.raw);
      expect(notice).toContain('비밀번호 재설정 링크로 진타입 계정의 비밀번호가 바뀌었어요.');
      expect(notice).toContain('‘비밀번호 찾기’');

      // The session started at sign-up is over: refresh token and access token alike.
      expect((await refresh(t.app, { cookie: member.refreshToken })).statusCode).toBe(401);
      const access = await t.app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: authHeaders(member.session.token),
      });
      expect(access.statusCode).toBe(401);

      expect((await login(member.userId, PASSWORD)).statusCode).toBe(400);
      expect((await login(member.userId, NEW_PASSWORD)).statusCode).toBe(200);

      // Replayed link.
      const replay = await reset(token, {
        newPassword: 'Other123!',
        confirmNewPassword: 'Other123!',
      });
      expect(replay.statusCode).toBe(410);
      expect(replay.json()).toEqual({ message: RESET_USED_MESSAGE });
      expect((await login(member.userId, NEW_PASSWORD)).statusCode).toBe(200);
      const check = await t.app.inject({ method: 'GET', url: `/user/resetPassword/${token}` });
      expect(check.statusCode).toBe(410);
    });

    it('refuses an expired link after 30 minutes and changes nothing', async () => {
      const { member, token } = await requestedReset();
      const hash = await passwordHashOf(member.email);
      t.clock.advance(30 * 60_000 + 1000);
      const response = await reset(token, {
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: RESET_EXPIRED_MESSAGE });
      expect(await passwordHashOf(member.email)).toBe(hash);
    });

    it('retires an earlier link when a newer one is sent', async () => {
      const { member, token: first } = await requestedReset();
      smtp.received.splice(0);
      await forgot({ email: member.email });
      const second = resetTokenIn((await smtp.waitFor(member.email)).raw);
      expect(second).not.toBe(first);
      expect(
        (await reset(first, { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }))
          .statusCode,
      ).toBe(410);
      expect(
        (await reset(second, { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }))
          .statusCode,
      ).toBe(200);
    });

    it.each<[string, string, number, string]>([
      ['too short', 'abc', 400, RECOVERY_MESSAGES.resetTokenInvalid],
      ['too long', 'a'.repeat(44), 400, RECOVERY_MESSAGES.resetTokenInvalid],
      ['with symbols', `${'a'.repeat(40)}%21%21%21`, 400, RECOVERY_MESSAGES.resetTokenInvalid],
      ['well-formed but unknown', 'a'.repeat(43), 400, RESET_UNKNOWN_MESSAGE],
    ])('refuses a %s token', async (_case, token, status, message) => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/user/resetPassword/${token}`,
          ...(method === 'POST'
            ? { payload: { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD } }
            : {}),
        });
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ message });
      }
    });

    it('refuses an oversized token with a Korean 4xx', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/user/resetPassword/${'a'.repeat(3000)}`,
          ...(method === 'POST' ? { payload: { newPassword: NEW_PASSWORD } } : {}),
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json<{ message: string }>().message).toMatch(/[가-힣]/);
      }
    });

    it.each<[string, unknown, string]>([
      ['no fields at all', {}, VALIDATION_MESSAGES.confirmPasswordRequired],
      [
        'a weak password',
        { newPassword: 'password', confirmNewPassword: 'password' },
        VALIDATION_MESSAGES.passwordFormat,
      ],
      [
        'a mismatched confirmation',
        { newPassword: NEW_PASSWORD, confirmNewPassword: 'N3wSecret?' },
        VALIDATION_MESSAGES.passwordMismatch,
      ],
      [
        'a number',
        { newPassword: 12345678, confirmNewPassword: 12345678 },
        VALIDATION_MESSAGES.passwordFormat,
      ],
      [
        'an oversized password',
        {
          newPassword: `A1!${'a'.repeat(100_000)}`,
          confirmNewPassword: `A1!${'a'.repeat(100_000)}`,
        },
        VALIDATION_MESSAGES.passwordFormat,
      ],
      ['an array body', [], INVALID_BODY_MESSAGE],
    ])('answers 400 for %s, keeps the password and the link', async (_case, payload, message) => {
      const { member, token } = await requestedReset();
      const hash = await passwordHashOf(member.email);
      const response = await reset(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await passwordHashOf(member.email)).toBe(hash);
      expect(
        (await t.app.inject({ method: 'GET', url: `/user/resetPassword/${token}` })).statusCode,
      ).toBe(200);
    });
  });
});

describe('forgot-password limits and the file outbox', () => {
  it('limits requests per address with a Korean 429', async () => {
    const t = await createTestApp('sqlite', {
      FORGOT_PASSWORD_RATE_LIMIT: '2/1m',
      MAIL_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'genetype-outbox-')),
    });
    try {
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: '/user/forgotPassword',
          payload: { email: 'a@example.com' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const limited = await ask();
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ message: string }>().message).toMatch(
        /^비밀번호 재설정 요청이 너무 많아요\. \d+(초|분) 뒤에/,
      );
    } finally {
      await t.close();
    }
  });

  it('writes mail into the outbox that GET /dev/outbox lists, outside production only', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'genetype-outbox-'));
    const t = await createTestApp('sqlite', { MAIL_OUTBOX_DIR: dir });
    try {
      const member = await signup(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/user/forgotPassword',
        payload: { email: member.email },
      });
      let entries: { id: string; to: string; subject: string; text: string }[] = [];
      for (let i = 0; i < 50 && entries.length === 0; i += 1) {
        await sleep(50);
        entries = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
      }
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        to: member.email,
        subject: '[진타입] 비밀번호 재설정 안내',
      });
      expect(resetTokenIn(entries[0]!.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(list.headers['content-type']).toContain('text/html');
      expect(list.body).toContain('[진타입] 비밀번호 재설정 안내');
      const one = await t.app.inject({ method: 'GET', url: `/dev/outbox/${entries[0]!.id}` });
      expect(one.body).toContain('<a href="http://localhost:3000/user/resetPassword/');
      const raw = await t.app.inject({ method: 'GET', url: `/dev/outbox/${entries[0]!.id}.eml` });
      expect(raw.headers['content-type']).toContain('message/rfc822');
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/../../etc' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }

    const production: TestApp | Error = await createTestApp('sqlite', {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      MAIL_OUTBOX_DIR: dir,
    }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (production instanceof Error) {
      // Part of the API refuses local providers in production; the outbox page is off either way.
      expect(production.message).toMatch(/production/i);
    } else {
      try {
        expect(
          (await production.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode,
        ).toBe(404);
      } finally {
        await production.close();
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });
});
