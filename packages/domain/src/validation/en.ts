// `@genetype/domain/validation/en`: the English `shared-validation` catalogue, for Node (the API
// answers an English request in the forms' words). The apps never import this: their copy of the
// schemas loads it lazily once English is chosen (registerValidationTexts).
import en from '../i18n/validation/en.js';
import { filledValidationMessages } from './catalogue-messages.js';

export const VALIDATION_CATALOGUE_EN = en;
/** The English messages with their limits filled in (see filledValidationMessages). */
export const VALIDATION_MESSAGES_EN = filledValidationMessages(en);
