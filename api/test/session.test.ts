import type { FastifyInstance } from 'fastify';
import type { SessionResponse, User } from '@genetype/domain/contracts';
import {
  ACCESS_TOKEN_EXPIRED_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  TOKEN_HEADERS,
} from '@genetype/domain/contracts';
import { dialects } from './helpers/dialects.js';
import {
  authHeaders,
  decodeJwt,
  PASSWORD,
  REFRESH_COOKIE,
  refresh,
  refreshCookieOf,
  signJwt,
  signup,
} from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createPeerApp, createTestApp } from './helpers/test-app.js';

const SECOND = 1000;
const DAY = 86_400_000;
const REMAPPED = TOKEN_HEADERS.remappedAuthorization;
const REFRESH = TOKEN_HEADERS.refreshToken;

describe.each(dialects)('sessions: refresh cookie, rotation, revocation on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.reset());

  const getUser = (token: string | null, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url: '/user/getUser', headers: authHeaders({ token }) });

  /** An access token for `session` that expired a minute ago, signed with the real secret. */
  const expiredAccess = (session: SessionResponse): string => {
    const now = Math.floor(Date.now() / 1000);
    const claims = decodeJwt(session.token.token);
    return signJwt(t.config.jwtSecret, {
      sub: claims.sub,
      sid: claims.sid,
      iat: now - 960,
      exp: now - 60,
    });
  };

  const bearer = (response: { headers: Record<string, unknown> }): string =>
    String(response.headers[REMAPPED]).replace(/^Bearer /, '');

  const expectUnauthenticated = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
  };

  const login = async (userId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { login: userId, password: PASSWORD },
    });
    return { session: response.json<SessionResponse>(), refreshToken: refreshCookieOf(response)! };
  };

  describe('the refresh cookie', () => {
    it('carries the refresh token of a login: HttpOnly, SameSite=Strict, scoped to the refresh path, never in the body', async () => {
      const { userId } = await signup(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { login: userId, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<SessionResponse>();
      expect(body.token).toEqual({ token: expect.any(String) });
      expect(response.body).not.toContain('refreshToken');

      const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE)!;
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/user/refresh' });
      expect(cookie.maxAge).toBe(30 * 86_400);
      expect(cookie.secure).toBeUndefined(); // Secure only in production (plain http locally)
      expect(response.body).not.toContain(cookie.value);
    });

    it('names the session in the access token (sid), one per login', async () => {
      const { userId, session } = await signup(t.app);
      const again = await login(userId);
      const first = decodeJwt(session.token.token);
      expect(first.sub).toEqual(expect.any(String));
      expect(first.sid).toEqual(expect.any(String));
      expect(decodeJwt(again.session.token.token).sid).not.toBe(first.sid);
    });
  });

  describe('an expired access token', () => {
    it('answers 401 with its own message (the client refreshes), not the session-ending one', async () => {
      const { session } = await signup(t.app);
      const response = await getUser(expiredAccess(session));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: ACCESS_TOKEN_EXPIRED_MESSAGE });
      expect(response.headers[REMAPPED]).toBeUndefined();
    });

    it('is no longer renewed by a refresh token sent beside it on an ordinary call', async () => {
      const { session, refreshToken } = await signup(t.app);
      const response = await t.app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: { authorization: `Bearer ${expiredAccess(session)}`, [REFRESH]: refreshToken },
        cookies: { [REFRESH_COOKIE]: refreshToken },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers[REMAPPED]).toBeUndefined();
      expect(refreshCookieOf(response)).toBeNull();
    });

    it('answers 401 Not authenticated for a forged token', async () => {
      const { session } = await signup(t.app);
      const claims = decodeJwt(session.token.token);
      const forged = signJwt('another-secret-that-is-long-enough-000', claims);
      expectUnauthenticated(await getUser(forged));
    });
  });

  describe('POST /user/refresh', () => {
    it('exchanges the cookie for a new access token (spec §4 header) and a rotated cookie', async () => {
      const { userId, session, refreshToken } = await signup(t.app);
      const response = await refresh(t.app, { cookie: refreshToken });

      expect(response.statusCode).toBe(204);
      expect(String(response.headers[REMAPPED])).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      const access = bearer(response);
      expect(decodeJwt(access).sid).toBe(decodeJwt(session.token.token).sid);
      const rotated = refreshCookieOf(response);
      expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(rotated).not.toBe(refreshToken);

      const me = await getUser(access);
      expect(me.statusCode).toBe(200);
      expect(me.json<User>().userId).toBe(userId);
    });

    it('rotates on every use', async () => {
      const { refreshToken } = await signup(t.app);
      const seen = new Set([refreshToken]);
      let current = refreshToken;
      for (let i = 0; i < 3; i += 1) {
        const response = await refresh(t.app, { cookie: current });
        expect(response.statusCode).toBe(204);
        current = refreshCookieOf(response)!;
        expect(seen.has(current)).toBe(false);
        seen.add(current);
        t.clock.advance(31 * SECOND); // past the grace period each time
      }
    });

    it('answers 401 and drops the cookie without a refresh token, or with an unknown or expired one', async () => {
      const { refreshToken } = await signup(t.app);
      for (const response of [
        await refresh(t.app, {}),
        await refresh(t.app, { cookie: 'x'.repeat(43) }),
      ]) {
        expectUnauthenticated(response);
        const cleared = response.cookies.find((c) => c.name === REFRESH_COOKIE);
        expect(cleared).toMatchObject({ value: '', path: '/user/refresh' });
      }
      t.clock.advance(31 * DAY);
      expectUnauthenticated(await refresh(t.app, { cookie: refreshToken }));
    });

    it('accepts the superseded token within the grace period (parallel tabs): access token, no new cookie', async () => {
      const { refreshToken } = await signup(t.app);
      const first = await refresh(t.app, { cookie: refreshToken });
      expect(refreshCookieOf(first)).not.toBeNull();

      t.clock.advance(10 * SECOND);
      const late = await refresh(t.app, { cookie: refreshToken });
      expect(late.statusCode).toBe(204);
      expect(late.headers[REMAPPED]).toBeDefined();
      expect(late.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    });

    it('lets exactly one of simultaneous refreshes rotate; none is refused', async () => {
      const { refreshToken } = await signup(t.app);
      const responses = await Promise.all(
        [1, 2, 3].map(() => refresh(t.app, { cookie: refreshToken })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([204, 204, 204]);
      expect(responses.filter((r) => refreshCookieOf(r) !== null)).toHaveLength(1);
    });

    it('treats a superseded token after the grace period as theft: the family and its access tokens end at once', async () => {
      const { session, refreshToken } = await signup(t.app);
      const first = await refresh(t.app, { cookie: refreshToken });
      const rotated = refreshCookieOf(first)!;
      const access = bearer(first);
      expect((await getUser(access)).statusCode).toBe(200);

      t.clock.advance(31 * SECOND);
      expectUnauthenticated(await refresh(t.app, { cookie: refreshToken }));
      // The legitimate holder of the successor is logged out too: the thief may hold it as well.
      expectUnauthenticated(await refresh(t.app, { cookie: rotated }));
      expectUnauthenticated(await getUser(access));
      expectUnauthenticated(await getUser(session.token.token));
    });

    it('keeps login sessions independent: reuse in one family does not touch another', async () => {
      const { userId, refreshToken } = await signup(t.app);
      const other = await login(userId);
      await refresh(t.app, { cookie: refreshToken });
      t.clock.advance(31 * SECOND);
      expectUnauthenticated(await refresh(t.app, { cookie: refreshToken }));
      expect((await getUser(other.session.token.token)).statusCode).toBe(200);
      expect((await refresh(t.app, { cookie: other.refreshToken })).statusCode).toBe(204);
    });
  });

  describe('migration from a refresh token kept in localStorage', () => {
    it('accepts it once in x-refresh-token on the refresh path and moves the session to the cookie', async () => {
      const { refreshToken } = await signup(t.app); // what an older client stored
      const response = await refresh(t.app, { legacy: refreshToken });
      expect(response.statusCode).toBe(204);
      const cookie = refreshCookieOf(response);
      expect(cookie).not.toBeNull();
      expect(cookie).not.toBe(refreshToken);
      expect((await getUser(bearer(response))).statusCode).toBe(200);

      // Rotated like any use: the stored copy is now a superseded token.
      t.clock.advance(31 * SECOND);
      expectUnauthenticated(await refresh(t.app, { legacy: refreshToken }));
    });

    it('still accepts access tokens minted before they named their session', async () => {
      const { session } = await signup(t.app);
      const old = signJwt(t.config.jwtSecret, {
        sub: decodeJwt(session.token.token).sub,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      expect((await getUser(old)).statusCode).toBe(200);
    });
  });

  describe('logout', () => {
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/user/logout', headers });

    it('ends the session: its access token stops at once, its refresh token too, and the cookie is dropped', async () => {
      const { session, refreshToken } = await signup(t.app);
      const response = await logout(authHeaders(session.token));
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ value: '' });

      expectUnauthenticated(await getUser(session.token.token));
      expectUnauthenticated(await refresh(t.app, { cookie: refreshToken }));
    });

    it('works with an expired access token', async () => {
      const { session, refreshToken } = await signup(t.app);
      expect((await logout(authHeaders({ token: expiredAccess(session) }))).statusCode).toBe(200);
      expectUnauthenticated(await refresh(t.app, { cookie: refreshToken }));
    });

    it('ends the session of a pre-cookie client that sends its stored refresh token', async () => {
      const { refreshToken } = await signup(t.app);
      expect((await logout({ [REFRESH]: refreshToken })).statusCode).toBe(200);
      expectUnauthenticated(await refresh(t.app, { cookie: refreshToken }));
    });

    it('leaves the member’s other sessions alone', async () => {
      const { userId, session } = await signup(t.app);
      const other = await login(userId);
      await logout(authHeaders(session.token));
      expect((await getUser(other.session.token.token)).statusCode).toBe(200);
    });
  });

  describe('several API instances on one database', () => {
    let peer: FastifyInstance;
    beforeAll(async () => {
      peer = await createPeerApp(t, 100);
    });
    afterAll(async () => {
      await peer.close();
    });

    const within = async (ms: number, check: () => Promise<boolean>): Promise<number> => {
      const start = Date.now();
      while (Date.now() - start < ms) {
        if (await check()) return Date.now() - start;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`not within ${ms} ms`);
    };

    it('stops a session revoked on one instance on the other within its poll interval', async () => {
      const { session } = await signup(t.app);
      expect((await getUser(session.token.token, peer)).statusCode).toBe(200);

      await t.app.inject({
        method: 'POST',
        url: '/user/logout',
        headers: authHeaders(session.token),
      });
      const elapsed = await within(
        2000,
        async () => (await getUser(session.token.token, peer)).statusCode === 401,
      );
      expect(elapsed).toBeLessThan(2000);
      expectUnauthenticated(await getUser(session.token.token, peer));
    });

    it('knows the revocations of the last access-token lifetime at start', async () => {
      const { session } = await signup(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/user/logout',
        headers: authHeaders(session.token),
      });
      const fresh = await createPeerApp(t, 60_000);
      try {
        expectUnauthenticated(await getUser(session.token.token, fresh));
      } finally {
        await fresh.close();
      }
    });
  });
});
