// The form rules' messages of one language's `shared-validation` catalogue with their limits
// filled in ({{age}}, {{max}}), in the shape the API's `common` catalogue carries them: the API
// answers in the very words the forms show, in Korean and in English (issue 18).
import { OTHER_NAME_MAX } from '../contracts/questions.js';
import { SEARCH_MAX_LENGTH } from '../domain/search-terms.js';
import { fillText } from '../i18n/validation/index.js';
import type { ValidationCatalogue } from '../i18n/validation/ko.js';
import { CONSENT_VALUES } from './consents.js';

type ConsentKey = keyof ValidationCatalogue['consents'];

export interface FilledValidationMessages {
  validation: ValidationCatalogue['validation'];
  consent: Record<ConsentKey, string>;
  otherPerson: ValidationCatalogue['otherPerson'];
  recovery: ValidationCatalogue['recovery'];
  search: { required: string; notText: string; tooLong: string };
}

export function filledValidationMessages(catalogue: ValidationCatalogue): FilledValidationMessages {
  const values = CONSENT_VALUES as Partial<Record<string, Record<string, unknown>>>;
  return {
    validation: { ...catalogue.validation },
    consent: Object.fromEntries(
      Object.entries(catalogue.consents).map(([key, text]) => [key, fillText(text, values[key])]),
    ) as Record<ConsentKey, string>,
    otherPerson: {
      ...catalogue.otherPerson,
      nameTooLong: fillText(catalogue.otherPerson.nameTooLong, { max: OTHER_NAME_MAX }),
    },
    recovery: { ...catalogue.recovery },
    search: {
      required: catalogue.validation.searchRequired,
      notText: catalogue.search.notText,
      tooLong: fillText(catalogue.search.tooLong, { max: SEARCH_MAX_LENGTH }),
    },
  };
}
