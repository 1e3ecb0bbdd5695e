import { CONSENT_MESSAGES } from '@genetype/domain/validation';
import { dialects } from './helpers/dialects.js';
import { ADULT_CONSENTS, PASSWORD, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

/** YYYY-MM-DD of a birthday `years` ago today, shifted by `days`. */
function birthDateYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const GUARDIAN = { guardianAgreed: true, guardianName: '김보호', guardianPhone: '01012345678' };

describe.each(dialects)('sign-up consents on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const signupWith = (consents: unknown, member = uniqueMember('consent')) =>
    t.app.inject({
      method: 'POST',
      url: '/user/signup',
      payload: { ...member, password: PASSWORD, confirmPassword: PASSWORD, consents },
    });

  const consentsOf = (email: string) =>
    t.db
      .selectFrom('user_consents')
      .innerJoin('users', 'users.id', 'user_consents.user_id')
      .selectAll('user_consents')
      .where('users.email', '=', email)
      .executeTakeFirst();

  const countUsers = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores each required consent with its time; declined marketing has no time', async () => {
    const member = uniqueMember('adult');
    const before = new Date().toISOString();
    const response = await signupWith(ADULT_CONSENTS, member);
    expect(response.statusCode).toBe(201);
    const row = await consentsOf(member.email);
    expect(row).toMatchObject({
      marketing_agreed: 0,
      marketing_agreed_at: null,
      birth_date: ADULT_CONSENTS.birthDate,
      guardian_name: null,
      guardian_phone: null,
      guardian_agreed_at: null,
    });
    expect(row!.terms_agreed_at >= before).toBe(true);
    expect(row!.privacy_agreed_at >= before).toBe(true);
  });

  it('stores marketing consent with the time it was given', async () => {
    const member = uniqueMember('mkt');
    expect(
      (await signupWith({ ...ADULT_CONSENTS, marketingAgreed: true }, member)).statusCode,
    ).toBe(201);
    const row = await consentsOf(member.email);
    expect(row?.marketing_agreed).toBe(1);
    expect(row?.marketing_agreed_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });

  it('stores the legal guardian of a 13-year-old', async () => {
    const member = uniqueMember('teen');
    const response = await signupWith(
      { ...ADULT_CONSENTS, birthDate: birthDateYearsAgo(13), ...GUARDIAN },
      member,
    );
    expect(response.statusCode).toBe(201);
    expect(await consentsOf(member.email)).toMatchObject({
      guardian_name: '김보호',
      guardian_phone: '01012345678',
      guardian_agreed_at: expect.any(String),
    });
  });

  it('ignores guardian fields sent for a 14-year-old', async () => {
    const member = uniqueMember('fourteen');
    const response = await signupWith(
      { ...ADULT_CONSENTS, birthDate: birthDateYearsAgo(14), ...GUARDIAN },
      member,
    );
    expect(response.statusCode).toBe(201);
    expect((await consentsOf(member.email))?.guardian_name).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['no consents', undefined, CONSENT_MESSAGES.consentsRequired],
    ['consents as a string', 'yes', CONSENT_MESSAGES.consentsRequired],
    ['consents as an array', [true, true], CONSENT_MESSAGES.consentsRequired],
    ['terms refused', { ...ADULT_CONSENTS, termsAgreed: false }, CONSENT_MESSAGES.termsRequired],
    ['terms as "true"', { ...ADULT_CONSENTS, termsAgreed: 'true' }, CONSENT_MESSAGES.termsRequired],
    [
      'privacy missing',
      { ...ADULT_CONSENTS, privacyAgreed: undefined },
      CONSENT_MESSAGES.privacyRequired,
    ],
    ['marketing as 1', { ...ADULT_CONSENTS, marketingAgreed: 1 }, CONSENT_MESSAGES.marketingFormat],
    [
      'no birth date',
      { ...ADULT_CONSENTS, birthDate: undefined },
      CONSENT_MESSAGES.birthDateRequired,
    ],
    [
      'a birth date as a number',
      { ...ADULT_CONSENTS, birthDate: 19900501 },
      CONSENT_MESSAGES.birthDateFormat,
    ],
    [
      'an impossible birth date',
      { ...ADULT_CONSENTS, birthDate: '1990-02-30' },
      CONSENT_MESSAGES.birthDateFormat,
    ],
    [
      'an oversized birth date',
      { ...ADULT_CONSENTS, birthDate: '1'.repeat(5000) },
      CONSENT_MESSAGES.birthDateFormat,
    ],
    [
      'a future birth date',
      { ...ADULT_CONSENTS, birthDate: birthDateYearsAgo(-1) },
      CONSENT_MESSAGES.birthDateFuture,
    ],
    [
      'a 10-year-old',
      { ...ADULT_CONSENTS, birthDate: birthDateYearsAgo(10) },
      CONSENT_MESSAGES.tooYoung,
    ],
    [
      'a 12-year-old without guardian consent',
      { ...ADULT_CONSENTS, birthDate: birthDateYearsAgo(12), ...GUARDIAN, guardianAgreed: false },
      CONSENT_MESSAGES.guardianConsentRequired,
    ],
    [
      'a 12-year-old without a guardian phone',
      {
        ...ADULT_CONSENTS,
        birthDate: birthDateYearsAgo(12),
        ...GUARDIAN,
        guardianPhone: undefined,
      },
      CONSENT_MESSAGES.guardianPhoneRequired,
    ],
  ])('refuses %s with 400 and creates nobody', async (_case, consents, message) => {
    const before = await countUsers();
    const response = await signupWith(consents);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await countUsers()).toBe(before);
  });
});
