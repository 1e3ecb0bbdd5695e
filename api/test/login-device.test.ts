// Issue 36, item 3: strangers guessing a member's password from many addresses locked the owner
// out too (30 wrong passwords from 36 addresses: 10 minutes, right password included). A browser
// that signed in to the account before now carries a signed device cookie (OWASP's device
// cookies); its logins count per cookie, not under the account's lockout. Everyone else stays
// under the lockout.
import type { LightMyRequestResponse } from 'fastify';
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_MS } from '../src/modules/auth/device-cookie.js';
import { dialects } from './helpers/dialects.js';
import { ADULT_CONSENTS, PASSWORD, signup, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const WRONG = 'Wr0ngpass!';

describe.each(dialects)('device cookies on %s', (dialect) => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_LIMIT: '100/1m',
      LOGIN_ADDRESS_RATE_LIMIT: '100/10m',
      LOGIN_ACCOUNT_RATE_LIMIT: '5/10m',
      LOGIN_DEVICE_RATE_LIMIT: '3/10m',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A login from a new address each time (the guesser's botnet, or the owner on the move). */
  const login = (identifier: string, password: string, device?: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { 'x-forwarded-for': `203.0.113.${(address = (address % 250) + 1)}` },
      cookies: device ? { [DEVICE_COOKIE]: device } : {},
      payload: { login: identifier, password },
    });

  const deviceCookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

  /** A member who signed in once on their own browser: its device cookie. */
  async function ownerWithDevice(): Promise<{ userId: string; email: string; device: string }> {
    const member = await signup(t.app);
    const signedIn = await login(member.userId, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    return { ...member, device: deviceCookieOf(signedIn)!.value };
  }

  /** Strangers guess until the account is locked for every untrusted client. */
  async function lockOut(identifier: string): Promise<void> {
    let guesses = 0;
    while ((await login(identifier, WRONG)).statusCode === 400) guesses += 1;
    expect(guesses).toBeLessThanOrEqual(5);
    expect((await login(identifier, PASSWORD)).statusCode).toBe(429);
  }

  it('a successful login sets the device cookie: HttpOnly, SameSite=Strict, the login path only', async () => {
    const member = await signup(t.app);
    const response = await login(member.userId, PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookieOf(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/user/login',
      maxAge: DEVICE_COOKIE_TTL_MS / 1000,
    });
    // Not Secure outside production (the API is on http://localhost); production: device-cookie.test.ts.
    expect(cookie?.secure).toBeFalsy();
    // Never in the body: page script has no use for it.
    expect(response.body).not.toContain(cookie!.value);
    // A refused login sets none.
    expect(deviceCookieOf(await login(member.userId, WRONG))).toBeUndefined();
  });

  it('the owner still signs in from their browser while strangers have locked the account', async () => {
    const owner = await ownerWithDevice();
    await lockOut(owner.userId);
    // Their browser: in, with the e-mail as with the user ID, and a fresh cookie each time.
    const byUserId = await login(owner.userId, PASSWORD, owner.device);
    expect(byUserId.statusCode).toBe(200);
    const renewed = deviceCookieOf(byUserId)!.value;
    expect(renewed).not.toBe(owner.device);
    expect((await login(owner.email.toUpperCase(), PASSWORD, renewed)).statusCode).toBe(200);
    // Any other client: still locked, right password included.
    expect((await login(owner.userId, PASSWORD)).statusCode).toBe(429);
  });

  it('the browser that made the account is trusted for it from the sign-up on', async () => {
    const member = uniqueMember();
    const made = await t.app.inject({
      method: 'POST',
      url: '/user/signup',
      payload: {
        ...member,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        consents: ADULT_CONSENTS,
      },
    });
    expect(made.statusCode).toBe(201);
    const device = deviceCookieOf(made);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/user/login' });
    await lockOut(member.userId);
    expect((await login(member.userId, PASSWORD, device!.value)).statusCode).toBe(200);
  });

  it('guessing with a device cookie is limited per cookie, then it counts as untrusted', async () => {
    const owner = await ownerWithDevice();
    const second = deviceCookieOf(await login(owner.userId, PASSWORD))!.value;
    for (let i = 0; i < 3; i += 1)
      expect((await login(owner.userId, WRONG, owner.device)).statusCode).toBe(400);
    // Its own count spent, the cookie is an untrusted client (OWASP): the account's count, 2 of 5
    // used by the two sign-ins, goes on from there, and then the lockout holds.
    let guesses = 0;
    while ((await login(owner.userId, WRONG, owner.device)).statusCode === 400) guesses += 1;
    expect(guesses).toBe(3);
    const limited = await login(owner.userId, PASSWORD, owner.device);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The first three guesses were that cookie's: the owner's other browser is still trusted.
    expect((await login(owner.userId, PASSWORD, second)).statusCode).toBe(200);
  });

  it('a cookie of another account, a forged or an expired one earns nothing', async () => {
    const owner = await ownerWithDevice();
    const stranger = await ownerWithDevice();
    await lockOut(owner.userId);
    // The stranger's own, valid cookie names the stranger's account.
    expect((await login(owner.userId, PASSWORD, stranger.device)).statusCode).toBe(429);
    // Renamed: the payload of another account under the owner's signature, or a changed signature.
    const [ownerPayload, ownerSignature] = owner.device.split('.');
    const [strangerPayload] = stranger.device.split('.');
    expect(
      (await login(owner.userId, PASSWORD, `${strangerPayload}.${ownerSignature}`)).statusCode,
    ).toBe(429);
    const flipped = `${ownerPayload}.${ownerSignature!.slice(0, -2)}${ownerSignature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await login(owner.userId, PASSWORD, flipped)).statusCode).toBe(429);
    // Half a year later the owner's own cookie has expired.
    t.clock.advance(DEVICE_COOKIE_TTL_MS + 1000);
    try {
      expect((await login(owner.userId, PASSWORD, owner.device)).statusCode).toBe(429);
    } finally {
      t.clock.reset();
    }
    expect((await login(owner.userId, PASSWORD, owner.device)).statusCode).toBe(200);
  });
});
