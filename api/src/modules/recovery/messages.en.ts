import { VALIDATION_MESSAGES_EN } from '@genetype/domain/validation/en';
import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  forgotPassword:
    "If an account uses that email, we've sent it a link to reset your password. Please check your inbox.",
  resetDone: 'Your password has been changed. Please log in again with your new password.',
  resetValid: 'Please enter a new password.',
  // The shared rule's English (the reset-password page's words).
  resetUnknown: VALIDATION_MESSAGES_EN.recovery.resetTokenInvalid,
  resetUsed:
    'This link has already been used or is no longer valid. Please request a new password reset.',
  resetExpired: 'This password reset link has expired. Please request a new one.',
  limited: 'Too many password reset requests. Please try again in {{wait}}.',
  mail: {
    subject: '[GeneType] Reset your password',
    greeting: 'Hi {{name}},',
    intro:
      'We received a request to reset your GeneType password. Open the link below to choose a new one.',
    introHtml:
      'We received a request to reset your GeneType password. Press the button below to choose a new one.',
    button: 'Reset my password',
    validity: 'This link works once and expires in {{minutes}} minutes.',
    notYou:
      "If you didn't ask to reset your password, you can ignore this email. Your password won't change.",
    signature: 'The GeneType team',
  },
};

export default en;
