import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  loginFailed: "That ID or password doesn't match our records.",
  userIdTaken: 'That ID is already taken.',
  emailTaken: 'An account with that email already exists.',
  loggedOut: "You're logged out.",
  loginLimited: 'Too many login attempts. Please try again in {{wait}}.',
};

export default en;
