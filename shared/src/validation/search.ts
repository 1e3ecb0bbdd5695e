// The search request body (`POST /main/search`): the popup, the page and the API check the same rule.
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { SEARCH_MAX_LENGTH } from '../domain/search-terms.js';

export { SEARCH_MAX_LENGTH };
import { VALIDATION_MESSAGES as M } from './messages.js';

export const SEARCH_MESSAGES = {
  required: M.searchRequired,
  notText: '검색어는 글자로 입력해 주세요.',
  tooLong: `검색어는 ${SEARCH_MAX_LENGTH}자 이내로 입력해 주세요.`,
} as const;

/** A search word: text, not blank, at most SEARCH_MAX_LENGTH characters once trimmed. */
export const searchItemSchema = string()
  .typeError(SEARCH_MESSAGES.notText)
  // yup would quietly turn a number into text; a search word must arrive as text.
  .test('is-text', SEARCH_MESSAGES.notText, (_value, context) => {
    const original: unknown = context.originalValue;
    return original === undefined || original === null || typeof original === 'string';
  })
  // Non-strings are left to the type check (yup's own .trim() would throw on them).
  .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
  .required(SEARCH_MESSAGES.required)
  .max(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.tooLong);

export const searchRequestSchema = object({ searchItem: searchItemSchema });

export type SearchRequestBody = InferType<typeof searchRequestSchema>;
