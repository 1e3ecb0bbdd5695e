import type { PhoneVerifyTokenResponse, User } from '@genetype/domain/contracts';
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';
import { dialects } from './helpers/dialects.js';
import { authHeaders, signup, uniqueMember } from './helpers/fixtures.js';
import {
  RETURN_URL,
  requestVerification,
  tamper,
  uniquePhone,
  verifyPhone,
} from './helpers/identity-check.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const FAILED = { message: IDENTITY_CHECK_MESSAGES.failed };

describe.each(dialects)('phone identity verification on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.reset());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const update = (encodeData: string, tokens: { token: string }) =>
    get(
      `/user/updatePhoneNumberByAuthentication?EncodeData=${encodeURIComponent(encodeData)}`,
      authHeaders(tokens),
    );
  const phoneOf = async (tokens: { token: string }) =>
    (await get('/user/getUser', authHeaders(tokens))).json<User>().phoneNumber;

  it('hands out a sealed request and the provider form address', async () => {
    const body = await requestVerification(t.app);
    expect(body).toEqual<PhoneVerifyTokenResponse>({
      success: true,
      data: expect.stringMatching(/^[A-Za-z0-9_.-]{40,}$/),
      url: 'http://localhost:4000/local-idp/checkplus/service',
    });
    // The request is encrypted: nothing readable, not even the return address.
    expect(Buffer.from(body.data, 'base64url').toString('latin1')).not.toContain(
      'phoneVerifyResponse',
    );
  });

  it('refuses a return address outside the apps', async () => {
    const response = await get(
      `/user/getPhoneVerifyToken?returnUrl=${encodeURIComponent('https://evil.example/phoneVerifyResponse')}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it('the provider form refuses a tampered request and asks for no resident number', async () => {
    const { data } = await requestVerification(t.app);
    const bad = await get(
      `/local-idp/checkplus/service?m=checkplusService&EncodeData=${tamper(data)}`,
    );
    expect(bad.statusCode).toBe(400);
    const good = await get(`/local-idp/checkplus/service?m=checkplusService&EncodeData=${data}`);
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('name="phoneNumber"');
    expect(good.body).not.toMatch(/주민등록번호를|name="(rrn|jumin|ssn)"/i);
  });

  it('reads a reply (getPhoneData) without using it up', async () => {
    const phone = uniquePhone();
    const reply = await verifyPhone(t.app, {
      name: '이하늘',
      birthDate: '2001-09-30',
      phoneNumber: phone,
    });
    for (let i = 0; i < 2; i += 1) {
      const response = await get(`/user/getPhoneData?EncodeData=${encodeURIComponent(reply)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: { name: '이하늘', birthDate: '2001-09-30', phoneNumber: phone },
      });
    }
  });

  it("sets the member's phone number from a verified reply", async () => {
    const member = await signup(t.app, uniqueMember('phone'));
    const phone = uniquePhone();
    const reply = await verifyPhone(t.app, { phoneNumber: phone });
    const response = await update(reply, member.session.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: IDENTITY_CHECK_MESSAGES.phoneUpdated,
      data: phone,
    });
    expect(await phoneOf(member.session.token)).toBe(phone);
  });

  it('refuses a replayed, tampered or expired reply with the §8 message and changes nothing', async () => {
    const member = await signup(t.app, uniqueMember('replay'));
    const first = uniquePhone();
    const used = await verifyPhone(t.app, { phoneNumber: first });
    expect((await update(used, member.session.token)).statusCode).toBe(200);

    const replayed = await update(used, member.session.token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual(FAILED);

    const fresh = await verifyPhone(t.app, { phoneNumber: uniquePhone() });
    const tampered = await update(tamper(fresh), member.session.token);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual(FAILED);

    t.clock.advance(11 * 60_000);
    const expired = await update(fresh, member.session.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(FAILED);

    for (const junk of ['', 'abc', '%%%', 'A'.repeat(5000)]) {
      const response = await update(junk, member.session.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(FAILED);
    }
    expect(await phoneOf(member.session.token)).toBe(first);
  });

  it('needs a member for the phone update, and keeps the reply for a signed-in retry', async () => {
    const reply = await verifyPhone(t.app, { phoneNumber: uniquePhone() });
    const anonymous = await get(
      `/user/updatePhoneNumberByAuthentication?EncodeData=${encodeURIComponent(reply)}`,
    );
    expect(anonymous.statusCode).toBe(401);
    const member = await signup(t.app, uniqueMember('retry'));
    expect((await update(reply, member.session.token)).statusCode).toBe(200);
  });

  it('returns to this site only', async () => {
    const { data } = await requestVerification(t.app);
    const done = await get(
      `/local-idp/checkplus/complete?m=checkplusService&EncodeData=${data}&name=%EA%B9%80&birthDate=1990-01-01&phoneNumber=01012345678`,
    );
    expect(String(done.headers.location).startsWith(`${RETURN_URL}?EncodeData=`)).toBe(true);
  });

  it('re-shows the provider form for a number that is not 11 digits', async () => {
    const { data } = await requestVerification(t.app);
    const response = await get(
      `/local-idp/checkplus/complete?m=checkplusService&EncodeData=${data}&name=%EA%B9%80&birthDate=1990-01-01&phoneNumber=0101234`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('숫자 11자리');
  });

  it('limits identity-check requests per address (429)', async () => {
    const limited = await createTestApp(dialect);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await limited.app.inject({
          method: 'GET',
          url: '/user/getPhoneVerifyToken',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
