import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  login: {
    signupExpired: 'Your sign-up confirmation timed out. Please log in again from the start.',
    emailNeeded:
      "The account you connected has no email. Please enter the email you'd like to use.",
    emailTaken:
      'An account with this email already exists. Log in to it, then connect your social account in Settings.',
    kakaoFailed: "We couldn't log you in with Kakao. Please try again in a moment.",
    googleFailed: "We couldn't log you in with Google. Please try again.",
    kakaoLinked: 'Your Kakao account is connected.',
    kakaoLinkedElsewhere: 'This Kakao account is already connected to another GeneType account.',
    kakaoAlreadyLinked:
      'A different Kakao account is already connected. Disconnect it first, then try again.',
    invalidRedirect: "This request came from an address we don't allow.",
  },
  link: {
    googleConnected: 'Your Google account is connected.',
    googleLinkedElsewhere: 'This Google account is already connected to another GeneType account.',
    googleAlreadyLinked:
      'A different Google account is already connected. Disconnect it first, then try again.',
    disconnected: 'Disconnected.',
    notLinked: 'No account is connected.',
    defaultAccount: "This email is your account's main sign-in, so it can't be disconnected.",
    passwordNeeded: 'To disconnect, please set a password first.',
    invalidProvider: "That sign-in method isn't supported.",
  },
  callbackPage: {
    title: 'Sign in with Google',
    body: "We're passing on your sign-in. If this window doesn't close, you can close it yourself.",
  },
};

export default en;
