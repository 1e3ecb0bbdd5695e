// The index's tokenizer for Korean text (docs/decisions.md, "Search: Korean tokenizer").
// MiniSearch ranks (BM25); this only decides which terms a text and a query consist of:
//  - a Hangul word is reduced to its stem (particles and endings stripped: 창의성이 → 창의성),
//    and the stem is indexed whole plus as syllable bigrams (창의성 → 창의, 의성);
//  - bigrams also bridge the space between neighbouring words (대인 관계 → … 인관 …), so a query
//    typed without spaces (대인관계) matches text written with them, and the other way round;
//  - Latin/digit runs stay whole (ii-a-44-ss, 5-htt) and their hyphenated parts are indexed too;
//  - a query word of initial consonants (ㅊㅇㅅ) stands for the index's stems it spells.
import {
  isChoseongWord,
  isHangulWord,
  relatedWords,
  searchWords,
  stemKoreanWord,
} from '@genetype/domain/search';

function bigrams(word: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 2 <= word.length; i += 1) grams.push(word.slice(i, i + 2));
  return grams;
}

/** Terms of a text as the index stores them (repeats kept: they count as term frequency). */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  let previousStem: string | null = null;
  for (const word of searchWords(text)) {
    if (isHangulWord(word)) {
      const stem = stemKoreanWord(word);
      terms.push(stem);
      if (stem.length > 2) terms.push(...bigrams(stem));
      // The gap between two neighbouring words, as if they were written together.
      if (previousStem) terms.push(`${previousStem.slice(-1)}${stem[0]}`);
      previousStem = stem;
    } else if (isChoseongWord(word)) {
      // The content has no bare consonants; a text that did would not be searchable by them.
      previousStem = null;
    } else {
      terms.push(word);
      if (word.includes('-')) terms.push(...word.split('-'));
      previousStem = null;
    }
  }
  return terms;
}

/** The stems of a text (no bigrams): the vocabulary initial-consonant queries are matched to. */
export function stemsOf(text: string): string[] {
  return searchWords(text).filter(isHangulWord).map(stemKoreanWord);
}

/** A MiniSearch query tree: leaves are terms exactly as `indexTerms` produces them. */
export interface TermQuery {
  combineWith?: 'AND' | 'OR';
  prefix?: boolean;
  /** MiniSearch's per-term weight, inherited by the leaves below. */
  boostTerm?: () => number;
  queries: (TermQuery | string)[];
}

/**
 * A related word counts this much of the word typed: 창의적인 finds the pages about 아이디어 too,
 * but the pages that say 창의 come first.
 */
export const RELATED_WEIGHT = 0.3;
const relatedWeight = () => RELATED_WEIGHT;

/** The stems of the index an initial-consonant word stands for (ㅊㅇㅅ → 창의성). */
export type ChoseongLookup = (consonants: string) => readonly string[];

const noStems: ChoseongLookup = () => [];

/**
 * One query word matches a document when its stem is there as a whole term (or the start of
 * one), or when all the stem's bigrams are (the word written with other spacing), or when one of
 * its related words does.
 */
function wordQuery(word: string, choseong: ChoseongLookup): TermQuery {
  if (isChoseongWord(word)) {
    // An empty OR matches nothing, as a word found nowhere should.
    return { combineWith: 'OR', prefix: false, queries: [...choseong(word)] };
  }
  const related = relatedWords(word);
  if (related.length === 0) return spellingQuery(word);
  return {
    combineWith: 'OR',
    queries: [
      spellingQuery(word),
      { combineWith: 'OR', boostTerm: relatedWeight, queries: related.map(spellingQuery) },
    ],
  };
}

function spellingQuery(word: string): TermQuery {
  if (!isHangulWord(word)) {
    // Codes match from their start (ii-a → ii-a-44-ss); bare numbers only exactly (4 ≠ 45).
    return { queries: [word], prefix: !/^\d+$/.test(word) };
  }
  const stem = stemKoreanWord(word);
  const whole: TermQuery = { queries: [stem], prefix: true };
  if (stem.length <= 2) return whole;
  return {
    combineWith: 'OR',
    queries: [whole, { combineWith: 'AND', prefix: false, queries: bigrams(stem) }],
  };
}

/** The distinct words of a query, as searchWords gives them. */
export function queryWords(query: string): string[] {
  return [...new Set(searchWords(query))];
}

/** Every word must match (AND); null when there is no searchable word. */
export function buildQuery(
  query: string | readonly string[],
  choseong: ChoseongLookup = noStems,
): TermQuery | null {
  const words = typeof query === 'string' ? queryWords(query) : [...query];
  if (words.length === 0) return null;
  return { combineWith: 'AND', queries: words.map((word) => wordQuery(word, choseong)) };
}

/**
 * The query with its spaces closed ('대인 관계' → '대인관계'), tried when the spaced words find
 * nothing; null when there is no space to close.
 */
export function closedUpQuery(query: string): string | null {
  const words = searchWords(query);
  if (words.length < 2 || !words.every(isHangulWord)) return null;
  return words.join('');
}
