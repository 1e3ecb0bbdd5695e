// The search rules every app and the API share through the domain entry: the length limit and
// the normal form of a query. The Korean word rules (stems, initial consonants, related words)
// are in `@genetype/domain/search`, which only the search page and the API load.

/** The longest query the search accepts, in characters (after trimming). */
export const SEARCH_MAX_LENGTH = 50;

// NFKC turns the compatibility jamo members type (ㅊ, U+314A) into conjoining jamo (U+110E);
// initial-consonant search wants them back as typed. Index = code point − U+1100.
const CHOSEONG_COMPAT = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** NFKC (full-width letters, compatibility forms), lower case, single spaces, jamo as typed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u1100-\u1112]/g, (jamo) => CHOSEONG_COMPAT[jamo.charCodeAt(0) - 0x1100] as string)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
