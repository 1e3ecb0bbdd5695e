import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  languageInvalid: 'Please choose 한국어 (ko) or English (en).',
  languageSaved: 'Language saved.',
  nicknameSaved: 'Your nickname has been updated.',
  nicknameTaken: 'That nickname is already taken. Please try another one.',
  passwordChanged:
    'Your password has been changed. Please log in again with your new password on your other devices.',
  passwordSet: 'Your password is set. You can now also log in with your ID and password.',
  currentPasswordWrong: "Your current password doesn't match. Please check it and try again.",
  passwordUnchanged:
    'Your new password must be different from your current one. Please choose another.',
  passwordLimit: 'Too many password change requests. Please try again in 15 minutes.',
  emailCodeSent: "We've emailed you a verification code. Please enter it within 10 minutes.",
  emailSameAsCurrent:
    "That's the email you're already using. Please enter the one you want to switch to.",
  emailTaken: 'That email is already used by another account.',
  emailCodeLimit: "You've requested codes too often. Please try again in an hour.",
  emailCodeRequestLimit: 'Too many verification code requests. Please try again in an hour.',
  emailSendFailed: "We couldn't send the verification email. Please try again in a moment.",
  emailCodeMissing: 'Please request a verification code first.',
  emailCodeExpired: 'Your verification code has expired. Please request a new one.',
  emailCodeWrong:
    "That code doesn't match. Please enter the code from our email exactly as it appears.",
  emailCodeTooManyAttempts:
    "You've entered the wrong code too many times. Please request a new one.",
  emailVerified: 'Your email is verified. Press Save to finish the change.',
  emailNotVerified: 'Please verify this email first.',
  emailSaved: 'Your email has been updated.',
  mail: {
    subject: '[GeneType] Your email change code: {{code}}',
    greeting: 'Hi {{name}},',
    intro: 'To change the email on your GeneType account to this address, enter the code below.',
    codeLine: 'Verification code: {{code}}',
    validity: 'The code works once and expires in {{minutes}} minutes.',
    notYou:
      "If you didn't ask to change your email, you can ignore this message. Your account email won't change.",
    signature: 'The GeneType team',
  },
};

export default en;
