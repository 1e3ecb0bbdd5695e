/**
 * @jest-environment node
 */
import { ValidationError } from 'yup';
import {
  CONSENT_MESSAGES as C,
  ageOn,
  consentsSchema,
  needsGuardianConsent,
  signupRequestSchema,
} from './index.js';

const today = new Date(2026, 10, 22); // 22 November 2026, local time

async function errorOf(value: unknown): Promise<string | null> {
  try {
    await consentsSchema.validate(value, { context: { today } });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const adult = { termsAgreed: true, privacyAgreed: true, birthDate: '1990-05-01' };
const child = { ...adult, birthDate: '2013-11-22' }; // 13 today
const guardian = { guardianAgreed: true, guardianName: '김보호', guardianPhone: '01012345678' };

describe('ageOn', () => {
  it('counts full years (만 나이) and the birthday itself', () => {
    expect(ageOn('2015-11-22', today)).toBe(11);
    expect(ageOn('2015-11-23', today)).toBe(10);
    expect(ageOn('2012-11-23', today)).toBe(13);
  });
  it('rejects impossible dates', () => {
    expect(ageOn('2013-02-30', today)).toBeNull();
    expect(ageOn('20130101', today)).toBeNull();
  });
  it('asks for a guardian from 11 up to 13', () => {
    expect(needsGuardianConsent('2015-11-22', today)).toBe(true);
    expect(needsGuardianConsent('2012-11-22', today)).toBe(false);
    expect(needsGuardianConsent('2016-01-01', today)).toBe(false);
  });
});

describe('consentsSchema', () => {
  it('accepts an adult with the required consents, with or without marketing', async () => {
    expect(await errorOf(adult)).toBeNull();
    expect(await errorOf({ ...adult, marketingAgreed: true })).toBeNull();
    expect(await errorOf({ ...adult, marketingAgreed: false })).toBeNull();
  });

  it('drops unknown keys instead of passing them on', async () => {
    const cast = await consentsSchema.validate({ ...adult, admin: true }, { context: { today } });
    expect(cast).not.toHaveProperty('admin');
  });

  it('accepts a 13-year-old with a guardian, and a 14-year-old without one', async () => {
    expect(await errorOf({ ...child, ...guardian })).toBeNull();
    expect(await errorOf({ ...adult, birthDate: '2012-11-22' })).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['terms missing', { ...adult, termsAgreed: undefined }, C.termsRequired],
    ['terms refused', { ...adult, termsAgreed: false }, C.termsRequired],
    ['terms as a string', { ...adult, termsAgreed: 'true' }, C.termsRequired],
    ['privacy refused', { ...adult, privacyAgreed: false }, C.privacyRequired],
    ['marketing as a number', { ...adult, marketingAgreed: 1 }, C.marketingFormat],
    ['birth date missing', { ...adult, birthDate: undefined }, C.birthDateRequired],
    ['birth date malformed', { ...adult, birthDate: '1990/05/01' }, C.birthDateFormat],
    ['birth date impossible', { ...adult, birthDate: '2001-02-29' }, C.birthDateFormat],
    ['birth date in the future', { ...adult, birthDate: '2027-01-01' }, C.birthDateFuture],
    ['under 11', { ...adult, birthDate: '2015-11-23' }, C.tooYoung],
    [
      'under 14 without consent',
      { ...child, ...guardian, guardianAgreed: false },
      C.guardianConsentRequired,
    ],
    [
      'under 14 without a name',
      { ...child, ...guardian, guardianName: ' ' },
      C.guardianNameRequired,
    ],
    [
      'under 14 with a long name',
      { ...child, ...guardian, guardianName: '가'.repeat(31) },
      C.guardianNameFormat,
    ],
    [
      'under 14 without a phone',
      { ...child, ...guardian, guardianPhone: '' },
      C.guardianPhoneRequired,
    ],
    [
      'under 14 with a bad phone',
      { ...child, ...guardian, guardianPhone: '010-1234-5678' },
      C.guardianPhoneFormat,
    ],
    ['not an object', 'yes', C.consentsRequired],
  ])('rejects %s', async (_name, value, message) => {
    expect(await errorOf(value)).toBe(message);
  });

  it('makes consents part of the sign-up request', async () => {
    const body = {
      userId: 'gene1',
      email: 'gene@example.com',
      password: 'abcd123!',
      confirmPassword: 'abcd123!',
    };
    await expect(signupRequestSchema.validate(body, { context: { today } })).rejects.toThrow(
      /동의|생년월일/,
    );
    await expect(
      signupRequestSchema.validate({ ...body, consents: adult }, { context: { today } }),
    ).resolves.toMatchObject({ consents: { termsAgreed: true } });
  });
});
