// The search request body (`POST /main/search`): the popup, the page and the API check the same rule.
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { SEARCH_MAX_LENGTH } from '../domain/search-terms.js';

export { SEARCH_MAX_LENGTH };
import { VALIDATION_MESSAGES as M } from './messages.js';
import { fillText, inLanguage } from '../i18n/validation/index.js';
import ko from '../i18n/validation/ko.js';

/** The Korean texts (the API answers with these). */
export const SEARCH_MESSAGES = {
  required: M.searchRequired,
  notText: ko.search.notText,
  tooLong: fillText(ko.search.tooLong, { max: SEARCH_MAX_LENGTH }),
} as const;

// Asked for in the page's language when a value fails.
const required = inLanguage('validation.searchRequired');
const notText = inLanguage('search.notText');
const tooLong = inLanguage('search.tooLong', { max: SEARCH_MAX_LENGTH });

/** A search word: text, not blank, at most SEARCH_MAX_LENGTH characters once trimmed. */
export const searchItemSchema = string()
  .typeError(notText)
  // yup would quietly turn a number into text; a search word must arrive as text.
  .test('is-text', notText, (_value, context) => {
    const original: unknown = context.originalValue;
    return original === undefined || original === null || typeof original === 'string';
  })
  // Non-strings are left to the type check (yup's own .trim() would throw on them).
  .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
  .required(required)
  .max(SEARCH_MAX_LENGTH, tooLong);

export const searchRequestSchema = object({ searchItem: searchItemSchema });

export type SearchRequestBody = InferType<typeof searchRequestSchema>;
