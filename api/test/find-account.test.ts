import type { FindAccountResponse } from '@genetype/domain/contracts';
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';
import { VALIDATION_MESSAGES } from '@genetype/domain/validation';
import { dialects } from './helpers/dialects.js';
import { authHeaders, signup, uniqueMember } from './helpers/fixtures.js';
import { tamper, uniquePhone, verifyPhone } from './helpers/identity-check.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

describe.each(dialects)('find account on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member whose phone number was verified. */
  async function memberWithPhone(phone: string) {
    const member = await signup(t.app, uniqueMember('find'));
    const reply = await verifyPhone(t.app, { phoneNumber: phone });
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/updatePhoneNumberByAuthentication?EncodeData=${encodeURIComponent(reply)}`,
      headers: authHeaders(member.session.token),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return member;
  }

  const byPhone = (encodeData: string) =>
    t.app.inject({
      method: 'GET',
      url: `/user/emailAuthenticationByPhone?EncodeData=${encodeURIComponent(encodeData)}`,
    });
  const findEmail = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/user/findEmail', payload });

  it('finds the e-mail and user ID of the verified number', async () => {
    const phone = uniquePhone();
    const member = await memberWithPhone(phone);
    const response = await byPhone(await verifyPhone(t.app, { phoneNumber: phone }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual<FindAccountResponse>({
      success: true,
      data: member.email,
      userId: member.userId,
      message: IDENTITY_CHECK_MESSAGES.accountFound,
      accounts: [{ email: member.email, userId: member.userId }],
    });
  });

  it('says so when no account uses the number (200, success false)', async () => {
    const response = await byPhone(await verifyPhone(t.app, { phoneNumber: uniquePhone() }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      userId: null,
      message: IDENTITY_CHECK_MESSAGES.accountNotFound,
      accounts: [],
    });
  });

  it('POST /user/findEmail needs the typed number to be the verified one', async () => {
    const phone = uniquePhone();
    const member = await memberWithPhone(phone);
    const reply = await verifyPhone(t.app, { phoneNumber: phone });

    const invalid = await findEmail({ phoneNumber: '0101234', EncodeData: reply });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: VALIDATION_MESSAGES.phoneFormat });

    const other = await findEmail({ phoneNumber: uniquePhone(), EncodeData: reply });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: IDENTITY_CHECK_MESSAGES.phoneMismatch });

    // The mismatch did not use the reply up.
    const found = await findEmail({ phoneNumber: phone, EncodeData: reply });
    expect(found.statusCode).toBe(200);
    expect(found.json<FindAccountResponse>()).toMatchObject({
      success: true,
      data: member.email,
      userId: member.userId,
    });

    const replayed = await findEmail({ phoneNumber: phone, EncodeData: reply });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: IDENTITY_CHECK_MESSAGES.failed });
  });

  it('a number alone reveals nothing: no reply, no answer', async () => {
    const phone = uniquePhone();
    await memberWithPhone(phone);
    const response = await findEmail({ phoneNumber: phone });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('@');
  });

  it('refuses a replayed or tampered reply', async () => {
    const phone = uniquePhone();
    await memberWithPhone(phone);
    const reply = await verifyPhone(t.app, { phoneNumber: phone });
    expect((await byPhone(tamper(reply))).json()).toEqual({
      message: IDENTITY_CHECK_MESSAGES.failed,
    });
    expect((await byPhone(reply)).statusCode).toBe(200);
    const again = await byPhone(reply);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: IDENTITY_CHECK_MESSAGES.failed });
  });

  it('lists every account on a shared number, newest first', async () => {
    const phone = uniquePhone();
    const older = await memberWithPhone(phone);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await memberWithPhone(phone);
    const body = (
      await byPhone(await verifyPhone(t.app, { phoneNumber: phone }))
    ).json<FindAccountResponse>();
    expect(body.accounts).toEqual([
      { email: newer.email, userId: newer.userId },
      { email: older.email, userId: older.userId },
    ]);
    expect(body.data).toBe(newer.email);
  });
});
