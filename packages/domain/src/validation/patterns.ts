export const PHONE_PATTERN = /^\d{11}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const USER_ID_PATTERN = /^[A-Za-z0-9]{5,20}$/;
export const PASSWORD_SYMBOLS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_PATTERN =
  /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*(),.?":{}|<>])[A-Za-z\d!@#$%^&*(),.?":{}|<>]{8,16}$/;
export const CONFIRMATION_CODE_PATTERN = /^\d{3,6}$/;

/** The usual e-mail limits: 64 characters before the @ (RFC 5321 local part), 254 in all. */
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_MAX = 254;

export const REVIEW_MAX = 500;

export { NICKNAME_MAX, NICKNAME_MIN, NICKNAME_PATTERN } from '../domain/nickname-rule.js';
