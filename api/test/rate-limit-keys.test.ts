// Issue 36, item 1: every rate limit counts what it protects (the member, the account, the
// address), never text a client can respell. Each limit is tried here with the respellings that
// reach the same member, account or address: Bearer in any letter case and spacing, an identifier
// in another case, with spaces, in full-width letters or as the account's other identifier, an
// IPv6 /64 in any notation, an IPv4 address in its IPv4-mapped form.
import type { LightMyRequestResponse } from 'fastify';
import { addressKey, identifierKey } from '../src/lib/rate-limit-keys.js';
import { dialects } from './helpers/dialects.js';
import { ADULT_CONSENTS, PASSWORD, signup, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

type Attempt = (spelling: string) => Promise<LightMyRequestResponse>;

/**
 * `max` attempts spread over the spellings pass the limit (whatever they answer otherwise); the
 * next one, in yet another spelling, is refused: one count for all of them.
 */
async function expectOneCount(attempt: Attempt, spellings: string[], max: number): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const response = await attempt(spellings[i % spellings.length]!);
    expect({ i, status: response.statusCode }).not.toEqual({ i, status: 429 });
  }
  const refused = await attempt(spellings[max % spellings.length]!);
  expect(refused.statusCode).toBe(429);
  expect(refused.json<{ message: string }>().message).not.toBe('');
}

/** The Authorization header of one access token, spelled as clients may spell it. */
const bearerSpellings = (token: string): string[] => [
  `Bearer ${token}`,
  `bearer ${token}`,
  `BEARER ${token}`,
  `Bearer   ${token}`,
  `Bearer\t${token}`,
  `bEaReR ${token} `,
];

/** One IPv6 client (one /64) and one IPv4 client, each in several notations. */
const IPV6_SPELLINGS = [
  '2001:db8:5:6::1',
  '2001:DB8:5:6::2',
  '2001:0db8:0005:0006:0:0:0:3',
  '2001:db8:5:6:ffff:ffff:ffff:ffff',
];
const IPV4_SPELLINGS = ['192.0.2.77', '::ffff:192.0.2.77', '::FFFF:192.0.2.77'];

describe('rate-limit keys', () => {
  it('an address counts by its /64 (IPv6) or as itself (IPv4, mapped or not), in any notation', () => {
    for (const spelling of IPV6_SPELLINGS) expect(addressKey(spelling)).toBe('2001:db8:5:6::/64');
    for (const spelling of IPV4_SPELLINGS) expect(addressKey(spelling)).toBe('192.0.2.77');
    expect(addressKey('2001:db8:5:7::1')).not.toBe(addressKey('2001:db8:5:6::1'));
  });

  it('an identifier counts without its case, its surrounding spaces or full-width letters', () => {
    const key = identifierKey('member01');
    for (const spelling of ['MEMBER01', ' Member01 ', 'ｍｅｍｂｅｒ０１', '\tmember01\n'])
      expect(identifierKey(spelling)).toBe(key);
  });
});

describe.each(dialects)('login limits count the account, not its spelling, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_LIMIT: '4/1m',
      LOGIN_ADDRESS_RATE_LIMIT: '1000/10m',
      LOGIN_ACCOUNT_RATE_LIMIT: '6/10m',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (identifier: string, address: string, password = 'Wr0ngpass!') =>
    t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'x-forwarded-for': address },
      payload: { login: identifier, password },
    });

  it('per account: the user ID in any case or spacing and the e-mail in any case are one account', async () => {
    const { userId, email } = await signup(t.app);
    const spellings = [
      userId,
      userId.toUpperCase(),
      ` ${userId} `,
      email,
      email.toUpperCase(),
      ` ${email}`,
    ];
    let address = 0;
    await expectOneCount((spelling) => login(spelling, `203.0.113.${++address}`), spellings, 6);
    // The right password too: this client is not trusted (no device cookie).
    expect((await login(userId, '203.0.113.200', PASSWORD)).statusCode).toBe(429);
  });

  it('per account, for an unknown one: full-width letters and case are one identifier', async () => {
    const { userId } = uniqueMember('ghost');
    const fullWidth = [...userId]
      .map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
      .join('');
    let address = 0;
    await expectOneCount(
      (spelling) => login(spelling, `198.51.100.${++address}`),
      [userId, userId.toUpperCase(), fullWidth, ` ${userId}`],
      6,
    );
  });

  it('per address and account: one address, the account in several spellings', async () => {
    const { userId, email } = await signup(t.app);
    await expectOneCount(
      (spelling) => login(spelling, '192.0.2.10'),
      [userId, email.toUpperCase(), userId.toUpperCase()],
      4,
    );
  });

  it('per address: one IPv6 /64 or one IPv4 address in any notation', async () => {
    const limited = await createTestApp(dialect, {
      TRUST_PROXY: '127.0.0.1',
      LOGIN_ADDRESS_RATE_LIMIT: '3/10m',
    });
    try {
      for (const spellings of [IPV6_SPELLINGS, IPV4_SPELLINGS])
        await expectOneCount(
          (address) =>
            limited.app.inject({
              method: 'POST',
              url: '/user/login',
              headers: { 'x-forwarded-for': address },
              payload: { login: uniqueMember().userId, password: 'Wr0ngpass!' },
            }),
          spellings,
          3,
        );
    } finally {
      await limited.close();
    }
  });
});

describe('the other limits count the member or the address, however spelt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      TRUST_PROXY: '127.0.0.1',
      SIGNUP_RATE_LIMIT: '3/10m',
      FORGOT_PASSWORD_RATE_LIMIT: '3/15m',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('password change: 20 guesses per member, whatever the Bearer spelling or the address', async () => {
    const member = await signup(t.app);
    let address = 0;
    await expectOneCount(
      (authorization) =>
        t.app.inject({
          method: 'POST',
          url: '/user/updatePassword',
          headers: { authorization, 'x-forwarded-for': `203.0.113.${++address}` },
          payload: {
            currentPassword: 'Wr0ngpass!',
            newPassword: 'N3wpassw0rd!',
            confirmNewPassword: 'N3wpassw0rd!',
          },
        }),
      bearerSpellings(member.session.token.token),
      20,
    );
  });

  it('e-mail change codes: 10 an hour per member, whatever the Bearer spelling', async () => {
    const member = await signup(t.app);
    await expectOneCount(
      (authorization) =>
        t.app.inject({
          method: 'POST',
          url: '/user/updateEmailSendCode',
          headers: { authorization },
          // Refused by the form rules, yet counted: the count is of requests.
          payload: { email: 'not-an-email' },
        }),
      bearerSpellings(member.session.token.token),
      10,
    );
  });

  it('sign-up, social sign-up and password reset: per address in any notation', async () => {
    const requests: [string, () => object][] = [
      [
        '/user/signup',
        () => ({
          ...uniqueMember(),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consents: ADULT_CONSENTS,
        }),
      ],
      ['/user/socialSignup', () => ({ signupToken: 'x'.repeat(40), consents: ADULT_CONSENTS })],
      ['/user/forgotPassword', () => ({ email: uniqueMember().email })],
    ];
    for (const [url, payload] of requests)
      for (const spellings of [IPV6_SPELLINGS, IPV4_SPELLINGS])
        await expectOneCount(
          (address) =>
            t.app.inject({
              method: 'POST',
              url,
              headers: { 'x-forwarded-for': address },
              payload: payload(),
            }),
          spellings,
          3,
        );
  });

  it('identity checks (30 per 10 minutes) and telemetry (600 a minute): per address in any notation', async () => {
    await expectOneCount(
      (address) =>
        t.app.inject({
          method: 'GET',
          url: '/user/getPhoneVerifyToken',
          headers: { 'x-forwarded-for': address },
        }),
      IPV6_SPELLINGS,
      30,
    );
    await expectOneCount(
      (address) =>
        t.app.inject({
          method: 'POST',
          url: '/telemetry/remote-loads',
          headers: { 'x-forwarded-for': address },
          payload: {},
        }),
      IPV4_SPELLINGS,
      600,
    );
  }, 60_000);
});
