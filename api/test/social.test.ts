import { SignJWT, generateKeyPair } from 'jose';
import type { SessionResponse, SocialLoginResponse, User } from '@genetype/domain/contracts';
import { SOCIAL_MESSAGES } from '@genetype/domain/contracts';
import { ConfigError, loadConfig } from '../src/config/index.js';
import { LOCAL_GOOGLE_CLIENT_ID } from '../src/config/index.js';
import { dialects } from './helpers/dialects.js';
import { PRODUCTION_ENV } from './helpers/production-env.js';
import { authHeaders, decodeJwt, signup, uniqueMember } from './helpers/fixtures.js';
import {
  CONSENTS,
  KAKAO_LINK_REDIRECT,
  KAKAO_LOGIN_REDIRECT,
  createProviderApp,
  googleIdToken,
  kakaoCode,
  startIdpHost,
  uniqueDigits,
} from './helpers/providers.js';
import type { TestApp } from './helpers/test-app.js';

describe('local identity providers in production', () => {
  it('refuse to start', async () => {
    const env = { ...PRODUCTION_ENV };
    for (const name of ['KAKAO_CLIENT_ID', 'GOOGLE_CLIENT_ID', 'IDENTITY_CHECK_URL'])
      delete env[name];
    const error = (() => {
      try {
        return loadConfig(env);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.split(':')[0])).toEqual([
      'KAKAO_CLIENT_ID',
      'GOOGLE_CLIENT_ID',
      'IDENTITY_CHECK_URL',
    ]);
  });
});

describe.each(dialects)('social sign-in on %s', (dialect) => {
  let idp: { host: TestApp; baseUrl: string };
  let t: TestApp;

  beforeAll(async () => {
    idp = await startIdpHost();
    t = await createProviderApp(dialect, idp.baseUrl);
  });
  afterAll(async () => {
    await t.close();
    await idp.host.close();
  });
  afterEach(() => t.clock.reset());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const getUser = (session: SessionResponse) =>
    t.app.inject({ method: 'GET', url: '/user/getUser', headers: authHeaders(session.token) });
  const kakaoLogin = async (account: { id: string; nickname?: string; email?: string | null }) =>
    post('/user/kakaoLogin', {
      code: await kakaoCode(idp.host.app, account),
      redirectUri: KAKAO_LOGIN_REDIRECT,
    });

  describe('GET /auth/providers', () => {
    it('gives the browser client ids and addresses, never secrets', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/auth/providers' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        kakao: {
          clientId: 'local-kakao-client',
          authorizeUrl: `${idp.baseUrl}/local-idp/kakao/oauth/authorize`,
          logoutUrl: `${idp.baseUrl}/local-idp/kakao/v1/user/logout`,
        },
        google: {
          clientId: LOCAL_GOOGLE_CLIENT_ID,
          authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
          callbackUrl: 'http://localhost:4000/auth/google/callback',
        },
        local: true,
      });
      expect(response.body).not.toContain('secret');
    });
  });

  describe('Kakao', () => {
    it('first sign-in: pending sign-up, account after consents, later sign-ins log in', async () => {
      const id = uniqueDigits();
      const email = `kakao.${id}@example.com`;
      const first = await kakaoLogin({ id, email });
      expect(first.statusCode).toBe(200);
      const pending = first.json<SocialLoginResponse>();
      expect(pending.user).toBeUndefined();
      expect(pending.email).toBe(email);
      expect(pending.kakaoAccessToken).toEqual(expect.any(String));
      expect(decodeJwt(pending.signupToken ?? '')).toMatchObject({ provider: 'kakao', sub: id });

      const created = await post('/user/socialSignup', {
        signupToken: pending.signupToken,
        consents: CONSENTS,
      });
      expect(created.statusCode).toBe(201);
      const session = created.json<SessionResponse>();
      expect(session.user.email).toBe(email);
      const user = (await getUser(session)).json<User>();
      expect(user).toMatchObject({ email, loginType: 'kakao', isPasswordSet: false });
      expect(user.userId).toMatch(/^kakao\d{8}$/);
      const consents = await t.db
        .selectFrom('user_consents')
        .innerJoin('users', 'users.id', 'user_consents.user_id')
        .select(['birth_date', 'marketing_agreed', 'terms_agreed_at'])
        .where('users.email', '=', email)
        .executeTakeFirst();
      expect(consents).toEqual({
        birth_date: '1990-05-17',
        marketing_agreed: 0,
        terms_agreed_at: expect.any(String),
      });

      // The same pending token again (double submit) logs in rather than creating a second account.
      const again = await post('/user/socialSignup', {
        signupToken: pending.signupToken,
        consents: CONSENTS,
      });
      expect(again.statusCode).toBe(201);
      expect((await getUser(again.json<SessionResponse>())).json<User>().userId).toBe(user.userId);

      const later = await kakaoLogin({ id, email });
      const body = later.json<SocialLoginResponse>();
      expect(body.signupToken).toBeUndefined();
      expect(body.user?.email).toBe(email);
      expect(body.kakaoAccessToken).toEqual(expect.any(String));
      expect((await getUser(body as SessionResponse)).json<User>().userId).toBe(user.userId);
    });

    it('handles a Kakao account without an e-mail: the member supplies one', async () => {
      const id = uniqueDigits();
      const pending = (await kakaoLogin({ id, email: null })).json<SocialLoginResponse>();
      expect(pending.email).toBeNull();
      const without = await post('/user/socialSignup', {
        signupToken: pending.signupToken,
        consents: CONSENTS,
      });
      expect(without.statusCode).toBe(400);
      expect(without.json()).toEqual({ message: SOCIAL_MESSAGES.emailNeeded });
      const email = `noemail.${id}@example.com`;
      const created = await post('/user/socialSignup', {
        signupToken: pending.signupToken,
        email,
        consents: CONSENTS,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json<SessionResponse>().user.email).toBe(email);
    });

    it('matches accounts by Kakao id, never by e-mail: a taken e-mail is told before the consents', async () => {
      const member = await signup(t.app, uniqueMember('mail'));
      // No session for the member's account, and no pending sign-up to /marketing either.
      const answer = await kakaoLogin({ id: uniqueDigits(), email: member.email.toUpperCase() });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: SOCIAL_MESSAGES.emailTaken });
    });

    it('names the new member from the Kakao profile until they choose a nickname', async () => {
      const id = uniqueDigits();
      const pending = (
        await kakaoLogin({ id, nickname: '  진타입 체험\u0007 ', email: `named.${id}@example.com` })
      ).json<SocialLoginResponse>();
      const created = await post('/user/socialSignup', {
        signupToken: pending.signupToken,
        consents: CONSENTS,
      });
      const user = (await getUser(created.json<SessionResponse>())).json<User>();
      expect(user.userId).toMatch(/^kakao\d{8}$/);
      expect(user).toMatchObject({ nickname: null, profileName: '진타입 체험' });
    });

    it('requires the consents before creating the account', async () => {
      const pending = (
        await kakaoLogin({ id: uniqueDigits(), email: `c.${uniqueDigits()}@example.com` })
      ).json<SocialLoginResponse>();
      const response = await post('/user/socialSignup', {
        signupToken: pending.signupToken,
        consents: { ...CONSENTS, termsAgreed: false },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: '이용약관에 동의해 주세요.' });
    });

    it('refuses an expired or forged pending sign-up', async () => {
      const pending = (
        await kakaoLogin({ id: uniqueDigits(), email: `e.${uniqueDigits()}@example.com` })
      ).json<SocialLoginResponse>();
      const forged = `${(pending.signupToken ?? '').slice(0, -4)}AAAA`;
      const bad = await post('/user/socialSignup', { signupToken: forged, consents: CONSENTS });
      expect(bad.json()).toEqual({ message: SOCIAL_MESSAGES.signupExpired });
      t.clock.advance(16 * 60_000);
      const late = await post('/user/socialSignup', {
        signupToken: pending.signupToken,
        consents: CONSENTS,
      });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ message: SOCIAL_MESSAGES.signupExpired });
    });

    it('refuses a used code and a foreign redirect address', async () => {
      const code = await kakaoCode(idp.host.app, { id: uniqueDigits() });
      expect(
        (await post('/user/kakaoLogin', { code, redirectUri: KAKAO_LOGIN_REDIRECT })).statusCode,
      ).toBe(200);
      const reused = await post('/user/kakaoLogin', { code, redirectUri: KAKAO_LOGIN_REDIRECT });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: SOCIAL_MESSAGES.kakaoFailed });
      const foreign = await post('/user/kakaoLogin', {
        code: await kakaoCode(idp.host.app, { id: uniqueDigits() }),
        redirectUri: 'https://evil.example/kakao/login',
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({ message: SOCIAL_MESSAGES.invalidRedirect });
    });

    it('links Kakao to the logged-in member, once', async () => {
      const member = await signup(t.app, uniqueMember('link'));
      const id = uniqueDigits();
      const link = async (session: SessionResponse, kakaoId: string) =>
        post(
          '/user/kakaoLink',
          {
            code: await kakaoCode(idp.host.app, { id: kakaoId }, KAKAO_LINK_REDIRECT),
            redirectUri: KAKAO_LINK_REDIRECT,
          },
          authHeaders(session.token),
        );
      const linked = await link(member.session, id);
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toEqual({
        message: SOCIAL_MESSAGES.kakaoLinked,
        kakaoAccessToken: expect.any(String),
      });

      const login = (await kakaoLogin({ id })).json<SocialLoginResponse>();
      expect(login.user?.email).toBe(member.email);
      const linkedUser = (await getUser(member.session)).json<User>();
      expect(linkedUser.kakaoEmail).toBe(member.email);
      expect(linkedUser.googleEmail).toBeUndefined();

      const other = await signup(t.app, uniqueMember('other'));
      const taken = await link(other.session, id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: SOCIAL_MESSAGES.kakaoLinkedElsewhere });
      const second = await link(member.session, uniqueDigits());
      expect(second.statusCode).toBe(409);

      const anonymous = await post('/user/kakaoLink', {
        code: 'x',
        redirectUri: KAKAO_LINK_REDIRECT,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('the provider logout ends the Kakao token (POST, Bearer, form-urlencoded)', async () => {
      const body = (await kakaoLogin({ id: uniqueDigits() })).json<SocialLoginResponse>();
      const logout = await fetch(`${idp.baseUrl}/local-idp/kakao/v1/user/logout`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${body.kakaoAccessToken}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
      });
      expect(logout.status).toBe(200);
      const me = await fetch(`${idp.baseUrl}/local-idp/kakao/v2/user/me`, {
        headers: { Authorization: `Bearer ${body.kakaoAccessToken}` },
      });
      expect(me.status).toBe(401);
    });
  });

  describe('Google', () => {
    const googleLogin = (id_token: string, nonce?: string) =>
      post('/user/googleLogin', nonce === undefined ? { id_token } : { id_token, nonce });

    it('verifies the ID token by JWKS; pending sign-up, then later sign-ins log in', async () => {
      const sub = `g${uniqueDigits()}`;
      const email = `${sub}@example.com`;
      const token = await googleIdToken(idp.host.app, { sub, email }, 'nonce-1');
      const first = await googleLogin(token, 'nonce-1');
      expect(first.statusCode).toBe(200);
      const pending = first.json<SocialLoginResponse>();
      expect(pending).toEqual({ signupToken: expect.any(String), email });

      const created = await post('/user/socialSignup', {
        signupToken: pending.signupToken,
        consents: CONSENTS,
      });
      expect(created.statusCode).toBe(201);
      const user = (await getUser(created.json<SessionResponse>())).json<User>();
      // Named from the ID token's `name` claim until a nickname is chosen.
      expect(user).toMatchObject({
        email,
        loginType: 'google',
        isPasswordSet: false,
        profileName: 'Tester',
      });

      const later = await googleLogin(
        await googleIdToken(idp.host.app, { sub, email }, 'nonce-2'),
        'nonce-2',
      );
      expect(later.json<SocialLoginResponse>().user?.email).toBe(email);
    });

    it("tells a Google sign-in whose e-mail is a member's at once, before /marketing", async () => {
      const member = await signup(t.app, uniqueMember('gmail'));
      const sub = `g${uniqueDigits()}`;
      const token = await googleIdToken(idp.host.app, { sub, email: member.email }, 'nonce-t');
      const answer = await googleLogin(token, 'nonce-t');
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: SOCIAL_MESSAGES.emailTaken });
    });

    it('refuses a bad signature, a wrong nonce and a missing nonce', async () => {
      const token = await googleIdToken(
        idp.host.app,
        { sub: 'sig1', email: 'sig1@example.com' },
        'n1',
      );
      const [head, payload] = token.split('.');
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT(decodeJwt(token))
        .setProtectedHeader(
          JSON.parse(Buffer.from(head ?? '', 'base64url').toString()) as { alg: string },
        )
        .sign(privateKey);
      const tampered = `${head}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'someone' })).toString('base64url')}.${token.split('.')[2]}`;
      expect(payload).toBeDefined();
      for (const [idToken, nonce] of [
        [forged, 'n1'],
        [tampered, 'n1'],
        [token, 'other'],
        [token, undefined],
        ['not-a-jwt', 'n1'],
      ] as const) {
        const response = await googleLogin(idToken, nonce);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: SOCIAL_MESSAGES.googleFailed });
      }
    });

    it('refuses an expired token', async () => {
      const token = await googleIdToken(
        idp.host.app,
        { sub: 'exp1', email: 'exp1@example.com' },
        'n1',
      );
      t.clock.advance(2 * 3_600_000);
      const response = await googleLogin(token, 'n1');
      expect(response.statusCode).toBe(400);
    });

    it.each([
      ['audience', { GOOGLE_CLIENT_ID: 'another-client.apps.example' }],
      ['issuer', { GOOGLE_ISSUER: 'https://accounts.google.com' }],
    ])('refuses a token for another %s', async (_what, overrides) => {
      const other = await createProviderApp(dialect, idp.baseUrl, overrides);
      try {
        const token = await googleIdToken(
          idp.host.app,
          { sub: 'aud1', email: 'aud1@example.com' },
          'n1',
        );
        const response = await other.app.inject({
          method: 'POST',
          url: '/user/googleLogin',
          payload: { id_token: token, nonce: 'n1' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: SOCIAL_MESSAGES.googleFailed });
      } finally {
        await other.close();
      }
    });
  });
});
