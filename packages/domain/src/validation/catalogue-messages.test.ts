// The filled messages the API answers with: the Korean equal the constants the schemas throw, the
// English have every limit filled in.
import ko from '../i18n/validation/ko.js';
import { filledValidationMessages } from './catalogue-messages.js';
import { CONSENT_MESSAGES } from './consents.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { OTHER_PERSON_MESSAGES } from './other-person.js';
import { SEARCH_MESSAGES } from './search.js';
import { VALIDATION_MESSAGES_EN } from './en.js';

const texts = (tree: object): string[] =>
  Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : texts(value as object),
  );

describe('filledValidationMessages', () => {
  it('gives in Korean exactly the texts the shared schemas throw', () => {
    const filled = filledValidationMessages(ko);
    expect(filled.validation).toEqual(VALIDATION_MESSAGES);
    expect(filled.consent).toEqual(CONSENT_MESSAGES);
    expect(filled.otherPerson).toEqual(OTHER_PERSON_MESSAGES);
    expect(filled.search).toEqual(SEARCH_MESSAGES);
  });

  it('fills every limit of the English', () => {
    expect(VALIDATION_MESSAGES_EN.consent.tooYoung).toBe(
      'You must be 11 or older to join GeneType.',
    );
    expect(VALIDATION_MESSAGES_EN.otherPerson.nameTooLong).toMatch(/^Names can be up to \d+ /);
    expect(texts(VALIDATION_MESSAGES_EN).filter((text) => text.includes('{{'))).toEqual([]);
  });
});
