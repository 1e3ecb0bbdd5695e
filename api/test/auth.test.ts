import type { SessionResponse, User } from '@genetype/domain/contracts';
import { LOGIN_FAILED_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from '@genetype/domain/contracts';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import { EMAIL_TAKEN_MESSAGE, USER_ID_TAKEN_MESSAGE } from '../src/modules/auth/auth-service.js';
import { LOGOUT_MESSAGE } from '../src/modules/auth/index.js';
import { sha256 } from '../src/lib/crypto.js';
import { INVALID_BODY_MESSAGE } from '../src/lib/validate.js';
import { dialects } from './helpers/dialects.js';
import {
  ADULT_CONSENTS,
  authHeaders,
  decodeJwt,
  PASSWORD,
  refresh,
  refreshCookieOf,
  signJwt,
  signup,
  uniqueMember,
} from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const DAY = 86_400_000;

describe.each(dialects)('auth on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.reset());

  const getUser = (tokens: { token?: string | null }) =>
    t.app.inject({ method: 'GET', url: '/user/getUser', headers: authHeaders(tokens) });

  describe('POST /user/signup', () => {
    it('refuses an e-mail over the usual limits (64 before the @, 254 in all)', async () => {
      const attempt = (email: string, userId: string) =>
        t.app.inject({
          method: 'POST',
          url: '/user/signup',
          payload: {
            userId,
            email,
            password: PASSWORD,
            confirmPassword: PASSWORD,
            consents: ADULT_CONSENTS,
          },
        });
      const longLocal = await attempt(`${'a'.repeat(65)}@example.com`, 'longlocal1');
      expect(longLocal.statusCode).toBe(400);
      expect(longLocal.json()).toEqual({ message: VALIDATION_MESSAGES.emailLocalTooLong });
      const tooLong = await attempt(`${'a'.repeat(300)}@example.com`, 'longmail1');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json<{ message: string }>().message).toMatch(/이메일/);
      const fits = await attempt(`${'a'.repeat(64)}@example.com`, 'fitmail1');
      expect(fits.statusCode).toBe(201);
    });

    it('creates the member and starts a session (201)', async () => {
      const member = uniqueMember('Signup');
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signup',
        payload: {
          userId: member.userId,
          email: member.email.toUpperCase(),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consents: ADULT_CONSENTS,
        },
      });

      expect(response.statusCode).toBe(201);
      const body = response.json<SessionResponse>();
      expect(body.user).toEqual({
        email: member.email.toLowerCase(),
        nickname: null,
        profileIcon: null,
      });
      // The refresh token is only in the HttpOnly cookie, never in what page script reads.
      expect(body.token).toEqual({ token: expect.any(String) });
      expect(refreshCookieOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const claims = decodeJwt(body.token.token);
      expect(typeof claims.sub).toBe('string');
      expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
      expect((await getUser({ token: body.token.token })).json<User>().userId).toBe(member.userId);
    });

    it('stores an argon2id hash, never the password', async () => {
      const { email } = await signup(t.app);
      const row = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
    });

    it('stores only a digest of the refresh token', async () => {
      const { refreshToken } = await signup(t.app);
      const rows = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.token_hash === refreshToken)).toBe(false);
      expect(rows.some((row) => row.token_hash === sha256(refreshToken))).toBe(true);
    });

    it('answers 409 when the user ID is taken, in any letter case', async () => {
      const { userId } = await signup(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signup',
        payload: {
          userId: userId.toUpperCase(),
          email: uniqueMember().email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consents: ADULT_CONSENTS,
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: USER_ID_TAKEN_MESSAGE });
    });

    it('answers 409 when the e-mail is taken, in any letter case', async () => {
      const { email } = await signup(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/signup',
        payload: {
          userId: uniqueMember().userId,
          email: email.toUpperCase(),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consents: ADULT_CONSENTS,
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE });
    });

    it('lets only one of two simultaneous sign-ups for the same ID through', async () => {
      const member = uniqueMember('race');
      const attempt = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/user/signup',
          payload: {
            userId: member.userId,
            email,
            password: PASSWORD,
            confirmPassword: PASSWORD,
            consents: ADULT_CONSENTS,
          },
        });
      const responses = await Promise.all([
        attempt(uniqueMember().email),
        attempt(uniqueMember().email),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });

    it.each([
      [
        'no user ID',
        { email: 'x1@example.com', password: PASSWORD, confirmPassword: PASSWORD },
        VALIDATION_MESSAGES.userIdRequired,
      ],
      [
        'a Korean user ID',
        {
          userId: '가나다라마',
          email: 'x2@example.com',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consents: ADULT_CONSENTS,
        },
        VALIDATION_MESSAGES.userIdFormat,
      ],
      [
        'a malformed e-mail',
        { userId: 'valid01', email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD },
        VALIDATION_MESSAGES.emailFormat,
      ],
      [
        'a weak password',
        {
          userId: 'valid02',
          email: 'x3@example.com',
          password: 'password',
          confirmPassword: 'password',
        },
        VALIDATION_MESSAGES.passwordFormat,
      ],
      [
        'a mismatched confirmation',
        {
          userId: 'valid03',
          email: 'x4@example.com',
          password: PASSWORD,
          confirmPassword: 'Passw0rd?',
        },
        VALIDATION_MESSAGES.passwordMismatch,
      ],
      ['an array body', [], INVALID_BODY_MESSAGE],
    ])('answers 400 with a Korean message for %s', async (_case, payload, message) => {
      const body = Array.isArray(payload) ? payload : { consents: ADULT_CONSENTS, ...payload };
      const response = await t.app.inject({ method: 'POST', url: '/user/signup', payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  describe('POST /user/login', () => {
    const login = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/user/login', payload: payload as object });

    it('logs in by e-mail, in any letter case', async () => {
      const { email } = await signup(t.app);
      const response = await login({ login: email.toUpperCase(), password: PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json<SessionResponse>();
      expect(body.user.email).toBe(email);
      expect((await getUser({ token: body.token.token })).statusCode).toBe(200);
    });

    it('logs in by user ID, in any letter case', async () => {
      const { userId, email } = await signup(t.app);
      const response = await login({ login: userId.toLowerCase(), password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json<SessionResponse>().user.email).toBe(email);
    });

    it('starts a new, separate session on every login', async () => {
      const { userId, refreshToken } = await signup(t.app);
      const again = refreshCookieOf(await login({ login: userId, password: PASSWORD }))!;
      expect(again).not.toBe(refreshToken);
      const families = await t.db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', 'in', [refreshToken, again].map(sha256))
        .execute();
      expect(new Set(families.map((row) => row.family_id)).size).toBe(2);
    });

    it('gives the same 400 for a wrong password and an unknown member', async () => {
      const { userId } = await signup(t.app);
      const wrong = await login({ login: userId, password: 'Wr0ngpass!' });
      const unknown = await login({ login: 'nobody12345', password: PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
    });

    it('refuses a social account that has no password with the same 400', async () => {
      const member = uniqueMember('social');
      const now = new Date().toISOString();
      await t.db
        .insertInto('users')
        .values({
          id: `social-${member.userId}`,
          user_id: member.userId,
          email: member.email,
          password_hash: null,
          login_type: 'google',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const response = await login({ login: member.email, password: PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
    });

    it.each([
      ['no identifier', { password: PASSWORD }, VALIDATION_MESSAGES.loginRequired],
      [
        'a malformed identifier',
        { login: 'ab', password: PASSWORD },
        VALIDATION_MESSAGES.loginFormat,
      ],
      ['no password', { login: 'someone01' }, VALIDATION_MESSAGES.loginPasswordRequired],
      [
        'a number as password',
        { login: 'someone01', password: 12345678 },
        VALIDATION_MESSAGES.loginPasswordFormat,
      ],
    ])('answers 400 with a Korean message for %s', async (_case, payload, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  describe('GET /user/getUser', () => {
    it('returns the User contract of the caller', async () => {
      const { userId, email, session } = await signup(t.app);
      const response = await getUser(session.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        userId,
        email,
        nickname: null,
        profileName: null,
        language: null,
        profileIcon: null,
        phoneNumber: null,
        message: '',
        isPasswordSet: true,
        isWithdraw: 0,
        remainingDays: null,
        section: 0,
        finishTest: false,
        results: [],
      });
    });

    it('counts the days left of a pending withdrawal', async () => {
      const { email, session } = await signup(t.app);
      await t.db
        .updateTable('users')
        .set({
          is_withdraw: 1,
          withdraw_requested_at: new Date(Date.now() - 3 * DAY).toISOString(),
        })
        .where('email', '=', email)
        .execute();
      const user = (await getUser(session.token)).json<User>();
      expect(user.isWithdraw).toBe(1);
      expect(user.remainingDays).toBe(11);
    });

    it('answers 401 "Not authenticated" without a token', async () => {
      const response = await getUser({});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    });

    it('answers 401 for a token signed with another secret', async () => {
      const { session } = await signup(t.app);
      const sub = decodeJwt(session.token.token).sub;
      const forged = signJwt('x'.repeat(40), {
        sub,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      const response = await getUser({ token: forged });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    });

    it('answers 401 when the member no longer exists', async () => {
      const { email, session } = await signup(t.app);
      await t.db.deleteFrom('users').where('email', '=', email).execute();
      const response = await getUser({ token: session.token.token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    });
  });

  describe('POST /user/logout', () => {
    const logout = (tokens: { token?: string | null }) =>
      t.app.inject({ method: 'POST', url: '/user/logout', headers: authHeaders(tokens) });

    it('revokes the session: neither its access token nor its refresh token works any more', async () => {
      const { session, refreshToken } = await signup(t.app);
      const response = await logout(session.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: LOGOUT_MESSAGE });

      const after = await getUser(session.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
      const renewal = await refresh(t.app, { cookie: refreshToken });
      expect(renewal.statusCode).toBe(401);
      expect(renewal.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    });

    it('leaves the member’s other sessions alive', async () => {
      const { userId, session } = await signup(t.app);
      const other = (
        await t.app.inject({
          method: 'POST',
          url: '/user/login',
          payload: { login: userId, password: PASSWORD },
        })
      ).json<SessionResponse>();
      await logout(session.token);
      expect((await getUser(other.token)).statusCode).toBe(200);
    });

    it('succeeds without tokens or with an unknown one, so signing out never fails', async () => {
      expect((await logout({})).statusCode).toBe(200);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/user/logout',
        headers: { 'x-refresh-token': 'unknown-token' },
      });
      expect(unknown.statusCode).toBe(200);
      const bodiless = await t.app.inject({
        method: 'POST',
        url: '/user/logout',
        headers: { 'content-type': 'application/json' },
      });
      expect(bodiless.statusCode).toBe(200);
    });
  });
});
