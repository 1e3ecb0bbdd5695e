// One schema per field rule of spec §5. Node-safe: the API validates bodies with the same schemas.
import { string } from 'yup';
import { inLanguage } from '../i18n/validation/index.js';
import type ko from '../i18n/validation/ko.js';
import {
  CONFIRMATION_CODE_PATTERN,
  EMAIL_LOCAL_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NICKNAME_MAX,
  NICKNAME_MIN,
  NICKNAME_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  REVIEW_MAX,
  USER_ID_PATTERN,
} from './patterns.js';

type Message = () => string;
const M = (key: keyof typeof ko.validation): Message => inLanguage(`validation.${key}`);

// A non-string value (number, object) gets the field's own message, never yup's English default.
const text = (required: Message, invalid: Message) =>
  string().typeError(invalid).required(required);

// yup's own .trim() calls value.trim() on whatever arrives (an array from a hostile body throws a
// TypeError, a 500 in the API); this transform leaves non-strings to the type check.
const trimmed = (required: Message, invalid: Message) =>
  text(required, invalid).transform((value: unknown) =>
    typeof value === 'string' ? value.trim() : value,
  );

/** Phone number for find-account: exactly 11 digits. */
export const phoneNumberSchema = text(M('phoneRequired'), M('phoneFormat')).matches(
  PHONE_PATTERN,
  M('phoneFormat'),
);

/** Every e-mail a member types: the pattern, at most 64 characters before the @, 254 in all. */
export const emailSchema = trimmed(M('emailRequired'), M('emailFormat'))
  .max(EMAIL_MAX, M('emailTooLong'))
  .test(
    'email-local-part',
    M('emailLocalTooLong'),
    (value) => typeof value !== 'string' || (value.split('@')[0] ?? '').length <= EMAIL_LOCAL_MAX,
  )
  .matches(EMAIL_PATTERN, M('emailFormat'));
/** Forgot-password e-mail. */
export const forgotPasswordEmailSchema = emailSchema.clone();
/** New e-mail in the settings panel. */
export const emailChangeSchema = emailSchema.clone();

/** Login identifier: an e-mail or a user ID. */
export const loginIdentifierSchema = trimmed(M('loginRequired'), M('loginFormat')).test(
  'email-or-user-id',
  M('loginFormat'),
  (value) =>
    value === undefined ? true : EMAIL_PATTERN.test(value) || USER_ID_PATTERN.test(value),
);

export const loginPasswordSchema = text(
  M('loginPasswordRequired'),
  M('loginPasswordFormat'),
).matches(PASSWORD_PATTERN, M('loginPasswordFormat'));

/** The radio choice in the find-account "found" step. */
export const foundAccountChoiceSchema = text(M('choiceRequired'), M('choiceRequired'));

export const reviewSchema = text(M('reviewRequired'), M('reviewRequired'))
  .test(
    'not-blank',
    M('reviewRequired'),
    (value) => typeof value !== 'string' || value.trim() !== '',
  )
  .max(REVIEW_MAX, M('reviewTooLong'));

export const nicknameSchema = trimmed(M('nicknameRequired'), M('nicknameFormat'))
  .min(NICKNAME_MIN, M('nicknameTooShort'))
  .max(NICKNAME_MAX, M('nicknameFormat'))
  .matches(NICKNAME_PATTERN, M('nicknameFormat'));

/** Sign-up, new and set passwords. */
export const passwordSchema = text(M('passwordRequired'), M('passwordFormat')).matches(
  PASSWORD_PATTERN,
  M('passwordFormat'),
);
export const currentPasswordSchema = text(
  M('currentPasswordRequired'),
  M('passwordFormat'),
).matches(PASSWORD_PATTERN, M('passwordFormat'));

/** Confirmation that equals the sibling field `field` of the same object. */
export function confirmPasswordFor(field: string) {
  // A test rather than oneOf(ref), so an empty field reports "required" before "mismatch".
  return text(M('confirmPasswordRequired'), M('passwordMismatch')).test(
    'matches-password',
    M('passwordMismatch'),
    function matches(value) {
      const parent: unknown = this.parent;
      const original =
        parent && typeof parent === 'object'
          ? (parent as Record<string, unknown>)[field]
          : undefined;
      return value === undefined || value === original;
    },
  );
}
/** Confirmation of a sibling `password` field. */
export const confirmPasswordSchema = confirmPasswordFor('password');

/** E-mailed confirmation code: 3–6 digits, trimmed. */
export const confirmationCodeSchema = trimmed(M('codeRequired'), M('codeFormat')).matches(
  CONFIRMATION_CODE_PATTERN,
  M('codeFormat'),
);

export const searchSchema = trimmed(M('searchRequired'), M('searchRequired'));

export const userIdSchema = trimmed(M('userIdRequired'), M('userIdFormat')).matches(
  USER_ID_PATTERN,
  M('userIdFormat'),
);
