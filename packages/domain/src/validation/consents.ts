// Sign-up consents (DESIGN §5): required terms and privacy consents, optional marketing consent,
// and the age rule (11 or older; under 14 a legal guardian consents, as Korean privacy law asks).
// Shared by /agreement (e-mail sign-up), /marketing (first social sign-in) and the API.
import { boolean, object, string } from 'yup';
import type { InferType } from 'yup';
import { signupSchema } from './forms.js';
import { PHONE_PATTERN } from './patterns.js';
import { fillText, inLanguage } from '../i18n/validation/index.js';
import ko from '../i18n/validation/ko.js';

/** Youngest age that may sign up (the questionnaire's minimum age, spec §1). */
export const MIN_SIGNUP_AGE = 11;
/** Below this age a legal guardian must consent (개인정보 보호법 제22조의2). */
export const GUARDIAN_CONSENT_AGE = 14;

export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const GUARDIAN_NAME_MAX = 30;

/** The values the consent messages are filled with ({{age}}, {{max}}). */
export const CONSENT_VALUES = {
  tooYoung: { age: MIN_SIGNUP_AGE },
  guardianConsentRequired: { age: GUARDIAN_CONSENT_AGE },
  guardianNameFormat: { max: GUARDIAN_NAME_MAX },
} as const satisfies Partial<Record<ConsentKey, Record<string, unknown>>>;

type ConsentKey = keyof typeof ko.consents;

/** The Korean texts (the API answers with these; forms show them in the page's language). */
export const CONSENT_MESSAGES = Object.fromEntries(
  Object.entries(ko.consents).map(([key, text]) => [
    key,
    fillText(text, (CONSENT_VALUES as Partial<Record<string, Record<string, unknown>>>)[key]),
  ]),
) as Record<ConsentKey, string>;

/** A consent rule's message, asked for in the page's language when a value fails. */
const C = Object.fromEntries(
  Object.keys(ko.consents).map((key) => [
    key,
    inLanguage(
      `consents.${key}`,
      (CONSENT_VALUES as Partial<Record<string, Record<string, unknown>>>)[key],
    ),
  ]),
) as Record<ConsentKey, () => string>;

/** The calendar date of `birthDate` (YYYY-MM-DD), or null when it does not exist (2023-02-30). */
export function parseBirthDate(birthDate: string): { y: number; m: number; d: number } | null {
  if (!BIRTH_DATE_PATTERN.test(birthDate)) return null;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Age in full years (만 나이) on `today`; null for an impossible date. */
export function ageOn(birthDate: string, today: Date = new Date()): number | null {
  const birth = parseBirthDate(birthDate);
  if (!birth) return null;
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const hadBirthday = month > birth.m || (month === birth.m && day >= birth.d);
  return year - birth.y - (hadBirthday ? 0 : 1);
}

/** True when a sign-up at this birth date needs a legal guardian's consent. */
export function needsGuardianConsent(birthDate: string, today: Date = new Date()): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age >= MIN_SIGNUP_AGE && age < GUARDIAN_CONSENT_AGE;
}

// Tests read "today" from the validation context when given one (the API passes its clock).
function todayOf(options: { context?: unknown }): Date {
  const context = options.context as { today?: unknown } | undefined;
  return context?.today instanceof Date ? context.today : new Date();
}

// A strict boolean: a hostile "true" string or 1 is not a consent.
const agreed = (message: () => string) =>
  boolean().strict().typeError(message).required(message).oneOf([true], message);

const trimmedText = (required: () => string, invalid: () => string) =>
  string()
    .typeError(invalid)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

// Guardian fields matter only for a member under 14; for anyone else they are ignored.
function guardianRequired(parent: unknown, options: { context?: unknown }): boolean {
  const birthDate = (parent as { birthDate?: unknown } | undefined)?.birthDate;
  return typeof birthDate === 'string' && needsGuardianConsent(birthDate, todayOf(options));
}

export const birthDateSchema = trimmedText(C.birthDateRequired, C.birthDateFormat)
  .required(C.birthDateRequired)
  .test('calendar-date', C.birthDateFormat, (value) =>
    value === undefined ? true : parseBirthDate(value) !== null,
  )
  .test('not-future', C.birthDateFuture, function notFuture(value) {
    const age = value === undefined ? null : ageOn(value, todayOf(this.options));
    return age === null || age >= 0;
  })
  .test('old-enough', C.tooYoung, function oldEnough(value) {
    const age = value === undefined ? null : ageOn(value, todayOf(this.options));
    return age === null || age < 0 || age >= MIN_SIGNUP_AGE;
  });

export const consentsSchema = object({
  termsAgreed: agreed(C.termsRequired),
  privacyAgreed: agreed(C.privacyRequired),
  // Optional: absent means declined (the API stores false).
  marketingAgreed: boolean().strict().typeError(C.marketingFormat),
  birthDate: birthDateSchema,
  guardianAgreed: boolean()
    .strict()
    .typeError(C.guardianConsentRequired)
    .test('guardian-consent', C.guardianConsentRequired, function guardianConsent(value) {
      return !guardianRequired(this.parent, this.options) || value === true;
    }),
  guardianName: trimmedText(C.guardianNameRequired, C.guardianNameFormat)
    .max(GUARDIAN_NAME_MAX, C.guardianNameFormat)
    .test('guardian-name', C.guardianNameRequired, function guardianName(value) {
      return !guardianRequired(this.parent, this.options) || (value ?? '') !== '';
    }),
  guardianPhone: trimmedText(C.guardianPhoneRequired, C.guardianPhoneFormat).test(
    'guardian-phone',
    C.guardianPhoneFormat,
    function guardianPhone(value) {
      if (!guardianRequired(this.parent, this.options)) return true;
      if (value === undefined || value === '')
        return this.createError({ message: C.guardianPhoneRequired });
      return PHONE_PATTERN.test(value);
    },
  ),
})
  .typeError(C.consentsRequired)
  .noUnknown(C.consentsRequired);

export type Consents = InferType<typeof consentsSchema>;

/** The values the consent form starts from: nothing agreed. */
export const EMPTY_CONSENTS: Consents = {
  termsAgreed: false as true,
  privacyAgreed: false as true,
  marketingAgreed: false,
  birthDate: '',
  guardianAgreed: false,
  guardianName: '',
  guardianPhone: '',
};

/** POST /user/signup: the account fields of /create-account plus the consents of /agreement. */
export const signupRequestSchema = signupSchema.shape({
  // No default: a missing consents object is refused as a whole, not field by field.
  consents: consentsSchema.default(undefined).required(C.consentsRequired),
});
export type SignupRequestBody = InferType<typeof signupRequestSchema>;
