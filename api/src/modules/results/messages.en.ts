import { VALIDATION_CATALOGUE_EN } from '@genetype/domain/validation/en';
import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  notFound: "We couldn't find that test result.",
  sectionNotReady:
    "There's no result for type {{letter}} yet. Please finish that part of the test first.",
  type: 'The result type must be A, B, C or D.',
  resultId: 'The test result number is invalid.',
  // The shared rule's English (the forms' words); {{max}} filled by the service.
  nameRequired: VALIDATION_CATALOGUE_EN.otherPerson.nameRequired,
  nameTooLong: VALIDATION_CATALOGUE_EN.otherPerson.nameTooLong,
  retaken: 'Your previous result has been deleted. Please take the test again from the start.',
  pageLimit: 'A page holds from 1 to 100 results.',
  pageCursor: 'The pointer to the next page is invalid. Please load the list again from the start.',
  relation: VALIDATION_CATALOGUE_EN.otherPerson.relationRequired,
};

export default en;
