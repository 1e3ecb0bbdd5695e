import type { SessionResponse, User } from '@genetype/shared/contracts';
import { NOT_AUTHENTICATED_MESSAGE, TOKEN_HEADERS } from '@genetype/shared/contracts';
import { dialects } from './helpers/dialects.js';
import { authHeaders, decodeJwt, PASSWORD, signJwt, signup } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const SECOND = 1000;
const DAY = 86_400_000;
const REMAPPED = TOKEN_HEADERS.remappedAuthorization;
const REFRESH = TOKEN_HEADERS.refreshToken;

describe.each(dialects)('session refresh (spec §4) on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.reset());

  const getUser = (tokens: { token?: string | null; refreshToken?: string | null }) =>
    t.app.inject({ method: 'GET', url: '/user/getUser', headers: authHeaders(tokens) });

  /** An access token for `session`'s member that expired a minute ago, signed with the real secret. */
  const expiredAccess = (session: SessionResponse): string => {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(t.config.jwtSecret, {
      sub: decodeJwt(session.token.token).sub,
      iat: now - 960,
      exp: now - 60,
    });
  };

  const expectUnauthenticated = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
  };

  describe('expired access token', () => {
    it('is renewed from a valid refresh token through x-amzn-remapped-authorization', async () => {
      const { userId, session } = await signup(t.app);
      const response = await getUser({
        token: expiredAccess(session),
        refreshToken: session.token.refreshToken,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json<User>().userId).toBe(userId);
      const header = String(response.headers[REMAPPED]);
      expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      expect(response.headers[REFRESH]).toBeUndefined();

      const renewed = header.slice('Bearer '.length);
      expect(decodeJwt(renewed).sub).toBe(decodeJwt(session.token.token).sub);
      const again = await getUser({ token: renewed });
      expect(again.statusCode).toBe(200);
      expect(again.headers[REMAPPED]).toBeUndefined();
    });

    it('is renewed when the stored access token is empty ("Bearer null")', async () => {
      const { session } = await signup(t.app);
      const response = await t.app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: { authorization: 'Bearer null', [REFRESH]: session.token.refreshToken },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers[REMAPPED]).toBeDefined();
    });

    it('answers 401 without a refresh token', async () => {
      const { session } = await signup(t.app);
      expectUnauthenticated(await getUser({ token: expiredAccess(session) }));
    });

    it('answers 401 with an unknown refresh token', async () => {
      const { session } = await signup(t.app);
      expectUnauthenticated(
        await getUser({ token: expiredAccess(session), refreshToken: 'x'.repeat(43) }),
      );
    });

    it('answers 401 with a refresh token past its lifetime', async () => {
      const { session } = await signup(t.app);
      t.clock.advance(31 * DAY);
      expectUnauthenticated(
        await getUser({ token: expiredAccess(session), refreshToken: session.token.refreshToken }),
      );
    });

    it('answers 401 when the refresh token belongs to another member', async () => {
      const alice = await signup(t.app);
      const bob = await signup(t.app);
      expectUnauthenticated(
        await getUser({
          token: expiredAccess(alice.session),
          refreshToken: bob.session.token.refreshToken,
        }),
      );
    });

    it('answers 401 for a forged access token even beside a valid refresh token', async () => {
      const { session } = await signup(t.app);
      const forged = signJwt('another-secret-that-is-long-enough-000', {
        sub: decodeJwt(session.token.token).sub,
      });
      expectUnauthenticated(
        await getUser({ token: forged, refreshToken: session.token.refreshToken }),
      );
    });
  });

  describe('refresh token rotation', () => {
    it('sends no token header while both tokens are fresh', async () => {
      const { session } = await signup(t.app);
      const response = await getUser(session.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers[REMAPPED]).toBeUndefined();
      expect(response.headers[REFRESH]).toBeUndefined();
    });

    it('rotates a refresh token older than a day through x-refresh-token, never with the access header', async () => {
      const { session } = await signup(t.app);
      t.clock.advance(DAY + SECOND);
      const response = await getUser(session.token);

      expect(response.statusCode).toBe(200);
      expect(response.headers[REMAPPED]).toBeUndefined();
      const rotated = String(response.headers[REFRESH]);
      expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(rotated).not.toBe(session.token.refreshToken);

      const next = await getUser({ token: session.token.token, refreshToken: rotated });
      expect(next.statusCode).toBe(200);
      expect(next.headers[REFRESH]).toBeUndefined();
    });

    it('accepts the superseded token for a short grace period (parallel tabs) without rotating again', async () => {
      const { session } = await signup(t.app);
      t.clock.advance(DAY + SECOND);
      const rotated = (await getUser(session.token)).headers[REFRESH];
      expect(rotated).toBeDefined();

      t.clock.advance(10 * SECOND);
      const late = await getUser(session.token);
      expect(late.statusCode).toBe(200);
      expect(late.headers[REFRESH]).toBeUndefined();
    });

    it('treats the superseded token after the grace period as theft: 401 and the whole family is revoked', async () => {
      const { session } = await signup(t.app);
      t.clock.advance(DAY + SECOND);
      const rotated = String((await getUser(session.token)).headers[REFRESH]);

      t.clock.advance(31 * SECOND);
      expectUnauthenticated(
        await getUser({ token: expiredAccess(session), refreshToken: session.token.refreshToken }),
      );
      // The legitimate holder of the successor is logged out too: the thief may hold it as well.
      expectUnauthenticated(
        await getUser({ token: expiredAccess(session), refreshToken: rotated }),
      );
      expectUnauthenticated(await getUser({ token: session.token.token, refreshToken: rotated }));
    });

    it('lets exactly one of two simultaneous requests rotate', async () => {
      const { session } = await signup(t.app);
      t.clock.advance(DAY + SECOND);
      const responses = await Promise.all([
        getUser(session.token),
        getUser(session.token),
        getUser(session.token),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(responses.filter((response) => response.headers[REFRESH] !== undefined)).toHaveLength(
        1,
      );
    });

    it('does not rotate on a logged-out session', async () => {
      const { session } = await signup(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/user/logout',
        headers: authHeaders(session.token),
      });
      t.clock.advance(DAY + SECOND);
      const response = await getUser(session.token);
      expectUnauthenticated(response);
      expect(response.headers[REFRESH]).toBeUndefined();
    });
  });

  it('keeps login sessions independent: reuse in one family does not touch another', async () => {
    const { userId, session } = await signup(t.app);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/user/login',
        payload: { login: userId, password: PASSWORD },
      })
    ).json<SessionResponse>();
    t.clock.advance(DAY + SECOND);
    await getUser(session.token);
    t.clock.advance(31 * SECOND);
    expectUnauthenticated(await getUser(session.token));
    expect((await getUser(other.token)).statusCode).toBe(200);
  });
});
