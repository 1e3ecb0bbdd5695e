import type { SessionResponse, SocialLoginResponse, User } from '@genetype/domain/contracts';
import { SOCIAL_LINK_MESSAGES } from '@genetype/domain/contracts';
import { dialects } from './helpers/dialects.js';
import { authHeaders, signup, uniqueMember } from './helpers/fixtures.js';
import {
  CONSENTS,
  createProviderApp,
  googleIdToken,
  kakaoCode,
  startIdpHost,
  uniqueDigits,
} from './helpers/providers.js';
import type { TestApp } from './helpers/test-app.js';

describe.each(dialects)('social connect and disconnect on %s', (dialect) => {
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

  const post = (url: string, payload: unknown, session?: SessionResponse) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: session ? authHeaders(session.token) : {},
    });
  const getUser = async (session: SessionResponse) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: authHeaders(session.token),
      })
    ).json<User>();
  const googleToken = (sub: string, email: string) =>
    googleIdToken(idp.host.app, { sub, email }, 'n-1');
  const linkedCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('social_identities')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('connects Google to a member, then disconnects it', async () => {
    const member = await signup(t.app, uniqueMember('conn'));
    const sub = uniqueDigits();
    const connected = await post(
      '/user/connect',
      {
        email: member.email,
        firebase_id: await googleToken(sub, 'linked@gmail.com'),
        socialLoginType: 'google',
        nonce: 'n-1',
      },
      member.session,
    );
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({ message: SOCIAL_LINK_MESSAGES.googleConnected });
    expect((await getUser(member.session)).googleEmail).toBe('linked@gmail.com');

    // The same Google account cannot join a second member.
    const other = await signup(t.app, uniqueMember('othr'));
    const taken = await post(
      '/user/connect',
      {
        email: other.email,
        firebase_id: await googleToken(sub, 'linked@gmail.com'),
        socialLoginType: 'google',
        nonce: 'n-1',
      },
      other.session,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: SOCIAL_LINK_MESSAGES.googleLinkedElsewhere });

    const disconnected = await post(
      '/user/disconnect',
      { email: 'linked@gmail.com', socialLoginType: 'google' },
      member.session,
    );
    expect(disconnected.statusCode).toBe(200);
    expect(disconnected.json()).toEqual({ message: SOCIAL_LINK_MESSAGES.disconnected });
    expect((await getUser(member.session)).googleEmail).toBeUndefined();

    const again = await post(
      '/user/disconnect',
      { email: 'x', socialLoginType: 'google' },
      member.session,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: SOCIAL_LINK_MESSAGES.notLinked });
  });

  it('refuses a forged ID token and changes nothing', async () => {
    const member = await signup(t.app, uniqueMember('forg'));
    const before = await linkedCount();
    const response = await post(
      '/user/connect',
      { email: member.email, firebase_id: 'eyJhbGciOiJub25lIn0.e30.', socialLoginType: 'google' },
      member.session,
    );
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect(await linkedCount()).toBe(before);
  });

  it.each([
    ['/user/connect', {}],
    ['/user/connect', { email: 'a@b.c', firebase_id: 'x', socialLoginType: 'kakao' }],
    ['/user/connect', { email: 'a@b.c', firebase_id: ['x'], socialLoginType: 'google' }],
    ['/user/disconnect', {}],
    ['/user/disconnect', { email: 'a@b.c', socialLoginType: 'naver' }],
    ['/user/disconnect', ['google']],
  ])('%s answers 400 { message } to %j', async (url, payload) => {
    const member = await signup(t.app, uniqueMember('bad'));
    const before = await linkedCount();
    const response = await post(url, payload, member.session);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect(await linkedCount()).toBe(before);
  });

  it('needs a session', async () => {
    expect(
      (await post('/user/connect', { firebase_id: 'x', socialLoginType: 'google' })).statusCode,
    ).toBe(401);
    expect((await post('/user/disconnect', { socialLoginType: 'google' })).statusCode).toBe(401);
  });

  describe('a Kakao-created account', () => {
    async function kakaoMember(email: string): Promise<SessionResponse> {
      const code = await kakaoCode(idp.host.app, { id: uniqueDigits(), email });
      const login = (
        await post('/user/kakaoLogin', { code, redirectUri: 'http://localhost:3000/kakao/login' })
      ).json<SocialLoginResponse>();
      const created = await post('/user/socialSignup', {
        signupToken: login.signupToken,
        consents: CONSENTS,
      });
      expect(created.statusCode).toBe(201);
      return created.json<SessionResponse>();
    }

    it('cannot disconnect its default account e-mail', async () => {
      const email = `kakao.${uniqueDigits()}@example.com`;
      const session = await kakaoMember(email);
      const response = await post('/user/disconnect', { email, socialLoginType: 'kakao' }, session);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: SOCIAL_LINK_MESSAGES.defaultAccount });
      expect((await getUser(session)).kakaoEmail).toBe(email);
    });

    it('needs a password before unlinking Google', async () => {
      const email = `kakao.${uniqueDigits()}@example.com`;
      const session = await kakaoMember(email);
      await post(
        '/user/connect',
        {
          email,
          firebase_id: await googleToken(uniqueDigits(), 'g@gmail.com'),
          socialLoginType: 'google',
          nonce: 'n-1',
        },
        session,
      );
      const response = await post(
        '/user/disconnect',
        { email: 'g@gmail.com', socialLoginType: 'google' },
        session,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: SOCIAL_LINK_MESSAGES.passwordNeeded });
      expect((await getUser(session)).googleEmail).toBe('g@gmail.com');
    });
  });
});
