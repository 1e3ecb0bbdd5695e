// English of the sections in ko.ts: part of the shell's English chunk, fetched only when English is on.
import type { Sections } from './ko';

const en: Sections = {
  withdrawal: {
    soon: "It'll be deleted soon.",
    today: "It'll be deleted today.",
    inOneDay: "It'll be deleted tomorrow.",
    inDays: "It'll be deleted in {{days}} days.",
    pending:
      "You've asked to delete this account. {{when}} Cancel the request to keep using it as before.",
    cancelledTitle: 'Deletion cancelled',
    cancelled: 'We cancelled your deletion request. You can keep using GeneType.',
    cancelFailed: "We couldn't cancel the deletion request. Please try again in a moment.",
    keep: 'Keep the request',
    cancel: 'Cancel deletion',
  },
  socialEmailTaken: {
    message:
      'This email is already registered. Log in to that account, then link your social login in Settings.',
    logInAndLink: 'Log in and link',
  },
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    next: 'Next',
  },
  messages: {
    error: 'Something went wrong. Please try again in a moment.',
    success: 'All done.',
  },
  modals: {
    login: 'Log in',
    loginFailed: "We couldn't log you in",
    sessionExpired: 'Please log in again',
    notice: 'Notice',
    wrongEmail: "Sorry, we couldn't send the email",
    findAccount: 'Find your ID',
    forgotPassword: 'Reset your password',
    withdrawalPending: 'This account is scheduled for deletion',
    socialEmailTaken: 'This email is already registered',
    search: 'Search',
  },
  login: {
    tooMany: 'Too many login attempts. Please try again in a moment.',
    checkAgain: 'Please check your ID or password and try again.',
    legend: 'Login details',
    kakao: 'Continue with Kakao',
    google: 'Continue with Google',
    or: 'or',
    idLabel: 'ID or email',
    idPlaceholder: 'Enter your ID or email',
    foundAccount: "You'll log in with the account you just found.",
    passwordLabel: 'Password',
    passwordPlaceholder: 'Enter your password',
    passwordHidden: 'password ',
    show: 'Show',
    hide: 'Hide',
    submit: 'Log in',
    signUp: 'Sign up',
    findId: 'Find your ID',
    resetPassword: 'Reset password',
    loggingIn: 'Logging you in…',
  },
  loginFailed: {
    message:
      "We couldn't log you in. If you've forgotten your ID or password, you can find your ID or reset your password.",
  },
  sessionExpired: {
    message: 'Your session has expired. Please log in again.',
  },
  forgotPassword: {
    sentTitle: 'Check your inbox',
    failed: "We couldn't send the reset email. Please check your email address and try again.",
    legend: 'Get a password reset email',
    intro: "Enter the email you signed up with and we'll send you a link to set a new password.",
    emailLabel: 'Email',
    submit: 'Send reset email',
    sending: 'Sending the reset email…',
    retypeEmail: 'Enter my email again',
    close: 'Close',
  },
  social: {
    errorTitle: "We couldn't log you in",
    googlePopupClosed: 'The login window was closed before Google sign-in finished.',
    popupBlocked:
      'Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.',
    kakaoStartFailed: "We couldn't start Kakao login. Please try again in a moment.",
    googleStartFailed: "We couldn't start Google sign-in.",
    googleFailed: 'Google sign-in failed. Please try again.',
  },
  findAccount: {
    verifyLead:
      'You can find your ID (email) with the mobile number you verified when you signed up. First, verify your phone.',
    verifying: 'Verifying…',
    verify: 'Verify my phone',
    verifyFailed: 'Verification failed. Please try again.',
    popupBlocked:
      'Your browser blocked the verification window. Please allow pop-ups for this site and try again.',
    numberLead: "You're verified. Check the mobile number you verified, then find your account.",
    phoneLabel: 'Mobile number',
    phonePlaceholder: '11 digits (e.g. 01012345678)',
    phoneHint: 'Numbers only, no dashes.',
    finding: 'Searching…',
    find: 'Find my account',
    notFound: "We couldn't find an account. Please try again in a moment.",
    notFoundLead:
      'If you signed up with a different number, verify again, or try resetting your password.',
    restart: 'Start over',
    resetPassword: 'Reset password',
    foundLead: 'We found your account. Choose the email or ID you want to log in with.',
    foundLegend: 'Accounts found',
    email: 'Email',
    userId: 'ID',
    chooseOne: 'Please choose one of the options above.',
    close: 'Close',
    logIn: 'Log in with this account',
  },
};

export default en;
