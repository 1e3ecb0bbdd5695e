import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  requested:
    "We've received your request to delete your account. You can cancel it any time within 14 days.",
  cancelled: "Your account deletion is cancelled. We're glad you're staying with GeneType!",
  alreadyRequested:
    "You've already asked to delete your account. You can still cancel within the remaining days.",
  notRequested: 'There is no account deletion request in progress.',
  invalid: 'The account deletion request is invalid.',
  passwordRequired: 'Please enter your password to delete your account.',
  passwordWrong: "That password doesn't match. Please check it and try again.",
  attemptLimit: 'Too many account deletion requests. Please try again in 15 minutes.',
  reauthRequired:
    'For your safety, please log in again and request the deletion within 10 minutes. Log in with the social account you signed up with.',
};

export default en;
