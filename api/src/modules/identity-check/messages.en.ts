import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  failed: "We couldn't verify your identity. Please try again.",
  phoneUpdated: 'Your mobile number is verified.',
  accountFound: 'We found your account.',
  accountNotFound: 'No account is registered with this mobile number.',
  phoneMismatch:
    "This isn't the number you verified. Please enter the mobile number you verified with.",
  popupBlocked:
    'A pop-up blocker stopped the verification window from opening. Please allow pop-ups and try again.',
  tooMany: 'Too many verification requests. Please try again in a moment.',
};

export default en;
