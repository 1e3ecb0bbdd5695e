import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  notFound: "We couldn't find that email.",
  notice: {
    subject: {
      email: '[GeneType] Your account email was changed',
      password: '[GeneType] Your password was changed',
      passwordSet: '[GeneType] A password was set on your account',
      passwordReset: '[GeneType] Your password was reset',
    },
    greeting: 'Hi {{name}},',
    what: {
      email:
        "The email on your GeneType account was changed to {{newEmail}}. You can no longer log in with this address, and we'll send our emails to the new one from now on.",
      password:
        'The password of your GeneType account was changed. You were logged out on every device except the one that made the change.',
      passwordSet:
        'A password was set on your GeneType account. You can now also log in with your ID or email and this password.',
      passwordReset:
        'The password of your GeneType account was changed through a password reset link. You were logged out on every device.',
    },
    when: 'When: {{at}} (Korea time)',
    ifYou: 'If this was you, you can ignore this message.',
    notYou: {
      email:
        "If this wasn't you, someone else may have got into your account. Contact us right away through the link below and we'll help you get it back.",
      password:
        "If this wasn't you, reset your password right away: on GeneType, choose Log in → Forgot password and we'll send a reset link to this address. If you need help, contact us through the link below.",
    },
    contactLink: 'Contact us: {{link}} ({{email}})',
    signature: 'The GeneType team',
  },
};

export default en;
