import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  posted: 'Your review is posted. Thank you for sharing!',
  updated: 'Your review has been updated.',
  alreadyPosted: "You've already written a review. Please edit it instead.",
  notFound: "We couldn't find the review to edit.",
  testNotFinished: 'You can leave a review once you finish the whole test.',
};

export default en;
