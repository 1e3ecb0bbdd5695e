// Pure entry point (@genetype/domain/search): the Korean word rules of the search, shared by the
// API's index and the search page's highlighter. Not in the root entry (the first-load singleton):
// it brings es-hangul, which only the lazy /search chunk and the API need.
export { SEARCH_MAX_LENGTH, normalizeSearchText } from '../domain/search-terms.js';
export {
  choseongOf,
  endsSentence,
  isChoseongWord,
  isHangulWord,
  matchesChoseong,
  objectParticleOf,
  searchWords,
  stemKoreanWord,
} from './korean-words.js';
export { RELATED_WORD_GROUPS, relatedWords } from './related-words.js';
export { englishHighlightTerms, highlightTerms } from './highlight-terms.js';
export {
  ENGLISH_FUZZY_MIN,
  ENGLISH_PREFIX_MIN,
  englishPrefixAllowed,
  ENGLISH_STOP_WORDS,
  englishQueryWords,
  englishSearchWords,
  englishTermMatches,
  isCodeWord,
  stemEnglishWord,
} from './english-words.js';
export { ENGLISH_RELATED_WORD_GROUPS, relatedEnglishWords } from './english-related-words.js';
export { correctKoreanWord, jamoOf, knownWords, oneJamoApart } from './korean-typos.js';
export type { KnownWord } from './korean-typos.js';
export { onlyNamesTypes, typeIdsNamedBy } from './type-references.js';
export { hasWordsOfOtherLanguage } from './other-language.js';
