// Korean messages of spec §5. Forms and the API show the same words; the texts live in the
// `shared-validation` catalogue (../i18n/validation), and the schemas ask for them in the page's
// language when a value fails (`inLanguage`).
import ko from '../i18n/validation/ko.js';

export const VALIDATION_MESSAGES = ko.validation;

export {
  VALIDATION_NS,
  registerValidationTexts,
  validationText,
  resetValidationTextsForTests,
} from '../i18n/validation/index.js';
export type { ValidationI18n } from '../i18n/validation/index.js';
