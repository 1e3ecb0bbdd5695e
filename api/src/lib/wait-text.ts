import { t, waitTextFor } from '../i18n/i18n.js';

/** How long until a rate limit lets the caller try again, in the request's language ("1분"). */
export const waitText = (ms: number): string => waitTextFor(ms);

/** The sign-up limit's answer, shared by the sign-up with a password and the social sign-up. */
export const signupLimitedMessage = (ttlMs: number): string =>
  t('common:signupLimited', { wait: waitTextFor(ttlMs) });
