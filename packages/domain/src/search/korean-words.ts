// Korean-aware search words, shared by the API's search index (what a query matches) and the
// search page's highlighter (what it marks), so both agree on what a "word" of a query is.
//
// Korean attaches particles and endings to the word they follow (창의성이, 끈기로, 예민함을). A
// word is reduced to its stem by stripping at most two of them, and only while at least two
// syllables remain (so 창의, 주의, 결과 keep their last syllable). Particles that change with the
// final consonant before them (이/가, 을/를, 으로/로 …) are es-hangul's `josa` options and are
// stripped only where es-hangul would have chosen that form (끈기로 ✓, 끈기으로 ✗; 말로 after ㄹ
// ✓), so a word that merely ends in the same syllable is not cut wrongly. See docs/decisions.md.
import { getChoseong, josa } from 'es-hangul';
import { normalizeSearchText } from '../domain/search-terms.js';

type JosaOption = Parameters<typeof josa.pick>[1];

/** The particles with two forms, as es-hangul names them (아/야, the vocative, is never typed). */
const ALTERNATING: readonly JosaOption[] = [
  '으로부터/로부터',
  '으로서/로서',
  '으로써/로써',
  '이에요/예요',
  '이나/나',
  '이란/란',
  '이랑/랑',
  '이라/라',
  '으로/로',
  '이/가',
  '을/를',
  '은/는',
  '와/과',
];

/**
 * Particles with one form and the endings of adjectives and verbs the content and the queries
 * use (적인, 하는, 해요 …); these es-hangul has no table for.
 */
const FIXED_ENDINGS: readonly string[] = [
  '했습니다',
  '에게서',
  '이라고',
  '이라는',
  '이라면',
  '적으로',
  '스러운',
  '스럽게',
  '입니다',
  '합니다',
  '에서는',
  '에서도',
  '에게는',
  '으로는',
  '으로도',
  '에서',
  '에게',
  '한테',
  '께서',
  '까지',
  '부터',
  '처럼',
  '보다',
  '마다',
  '이며',
  '이고',
  '이다',
  '라는',
  '라고',
  '적인',
  '하는',
  '하게',
  '하고',
  '하며',
  '하다',
  '해요',
  '해서',
  '한다',
  '했다',
  '적',
  '함',
  '한',
  '할',
  '히',
  '의',
  '에',
  '도',
  '만',
  '들',
];

interface Ending {
  text: string;
  /** For a particle with two forms: the es-hangul option it is one form of. */
  option?: JosaOption;
}

// Longest first, so '에서는' wins over '는' and '으로' over '로'.
const ENDINGS: readonly Ending[] = [
  ...ALTERNATING.flatMap((option) => option.split('/').map((text): Ending => ({ text, option }))),
  ...FIXED_ENDINGS.map((text): Ending => ({ text })),
].sort((a, b) => b.text.length - a.text.length);

const MIN_STEM_SYLLABLES = 2;
const MAX_STRIPS = 2;

const HANGUL_WORD = /^[가-힣]+$/;
const CHOSEONG_WORD = /^[ㄱ-ㅎ]+$/;
// A run of Hangul syllables, of initial consonants (ㅊㅇㅅ), or of Latin letters and digits
// (hyphens inside keep codes such as ii-a-44-ss and 5-htt whole).
const WORD = /[가-힣]+|[ㄱ-ㅎ]+|[a-z0-9]+(?:-[a-z0-9]+)*/g;

export function isHangulWord(word: string): boolean {
  return HANGUL_WORD.test(word);
}

/** A word typed as initial consonants only (ㅊㅇㅅ for 창의성), as Korean portals allow. */
export function isChoseongWord(word: string): boolean {
  return CHOSEONG_WORD.test(word);
}

/** The words of a text: Hangul runs, initial-consonant runs and Latin/digit runs, normalized. */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text).match(WORD) ?? [];
}

function strippable(stem: string, ending: Ending): boolean {
  if (!stem.endsWith(ending.text)) return false;
  const rest = stem.slice(0, stem.length - ending.text.length);
  if (rest.length < MIN_STEM_SYLLABLES) return false;
  return !ending.option || josa.pick(rest, ending.option) === ending.text;
}

// The index stems the same words over and over (and the highlighter each shown text): remember
// them, up to a bound, so a stream of distinct queries cannot grow the memory without limit.
const STEMS = new Map<string, string>();
const STEMS_MAX = 50_000;

/** A Hangul word without its trailing particle or ending ('끈기로' → '끈기', '창의적인' → '창의'). */
export function stemKoreanWord(word: string): string {
  if (!isHangulWord(word)) return word;
  const known = STEMS.get(word);
  if (known !== undefined) return known;
  let stem = word;
  for (let pass = 0; pass < MAX_STRIPS; pass += 1) {
    const ending = ENDINGS.find((candidate) => strippable(stem, candidate));
    if (!ending) break;
    stem = stem.slice(0, stem.length - ending.text.length);
  }
  if (STEMS.size < STEMS_MAX) STEMS.set(word, stem);
  return stem;
}

// The sentence-final endings of the polite and plain styles (약해요, 어렵다, 할까, 있죠).
const SENTENCE_END = /[가-힣](요|다|까|죠)$/;

/** Whether a word closes a sentence: a predicate ('약해요'), not a thing to look up. */
export function endsSentence(word: string): boolean {
  return isHangulWord(word) && SENTENCE_END.test(word);
}

/** The initial consonants of a Hangul word ('창의성' → 'ㅊㅇㅅ'). */
export function choseongOf(word: string): string {
  return getChoseong(word);
}

/**
 * Whether a stem answers an initial-consonant query: its consonants are the query, or (for three
 * consonants or more, specific enough) start with it (ㅊㅇㅅ → 창의성, ㅈㄱㄹ → 지구력).
 * `consonants` may be given when known (the index computes them once per stem).
 */
export function matchesChoseong(
  stem: string,
  query: string,
  consonants = isHangulWord(stem) ? choseongOf(stem) : '',
): boolean {
  if (consonants === '') return false;
  return consonants === query || (query.length >= 3 && consonants.startsWith(query));
}

/** The object particle a word takes ('지구력' → '을', '끈기' → '를'), for "혹시 ‘지구력’을 …?". */
export function objectParticleOf(word: string): string {
  return isHangulWord(word.slice(-1)) ? josa.pick(word, '을/를') : '을(를)';
}
