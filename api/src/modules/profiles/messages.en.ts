import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  notFound: "We couldn't find a member with that nickname. Please check the nickname.",
  linkInvalid: "This share link isn't valid. Please ask the person who sent it for a new one.",
  linkExpired: 'This share link has expired. Please ask the person who sent it for a new one.',
  noNickname: 'Set a nickname to create a link for sharing your profile.',
  noStatus: "They haven't started the test yet.",
  shareCodeInvalid: "This share address isn't valid. Please check the address.",
  shareCodeNotFound:
    "We couldn't find this share address, or it has expired. Please ask the sender for a new one.",
  ownShareCode: "That's your own share address. To compare, enter your friend's address.",
  tooManyShareReads: 'Too many requests. Please try again in a moment.',
};

export default en;
