import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  verificationNeeded: 'To continue the test, please verify your phone number and set a nickname.',
  emailMismatch:
    "This doesn't match the email of the account you're logged in with. Please log in again.",
  allDone:
    "You've already finished every part of the test. You can see your results on the result page.",
  malformed: "We couldn't read your answers. Please refresh the page and try again.",
  answerValue: 'Each answer can only be "Yes" or "No".',
  duplicate: 'The same question was answered twice. Please refresh the page and try again.',
  foreign:
    "Some of these questions aren't part of this test. Please refresh the page and try again.",
  tooMany: 'Too many answers were sent at once.',
  missing:
    "There are {{count}} questions you haven't answered yet. Please answer every question to see your result.",
  missingOne:
    "There's 1 question you haven't answered yet. Please answer every question to see your result.",
  outOfOrder: "It's time for part {{letter}} of the test. Please answer the parts in order.",
};

export default en;
