// The index's tokenizer for Korean text (docs/decisions.md, "Search: Korean tokenizer").
// MiniSearch ranks (BM25); this only decides which terms a text and a query consist of:
//  - a Hangul word is reduced to its stem (particles and endings stripped: 창의성이 → 창의성),
//    and the stem is indexed whole plus as syllable bigrams (창의성 → 창의, 의성);
//  - bigrams also bridge the space between neighbouring words (대인 관계 → … 인관 …), so a query
//    typed without spaces (대인관계) matches text written with them, and the other way round;
//  - Latin/digit runs stay whole (ii-a-44-ss, 5-htt) and their hyphenated parts are indexed too.
import { isHangulWord, relatedWords, searchWords, stemKoreanWord } from '@genetype/shared/domain';

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
    } else {
      terms.push(word);
      if (word.includes('-')) terms.push(...word.split('-'));
      previousStem = null;
    }
  }
  return terms;
}

/** A MiniSearch query tree: leaves are terms exactly as `indexTerms` produces them. */
export interface TermQuery {
  combineWith?: 'AND' | 'OR';
  prefix?: boolean;
  queries: (TermQuery | string)[];
}

/**
 * One query word matches a document when its stem is there as a whole term (or the start of
 * one), or when all the stem's bigrams are (the word written with other spacing).
 */
function wordQuery(word: string): TermQuery {
  const related = relatedWords(word);
  if (related.length === 0) return spellingQuery(word);
  return { combineWith: 'OR', queries: [spellingQuery(word), ...related.map(spellingQuery)] };
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

/** Every word of the query must match (AND); null when the query has no searchable word. */
export function buildQuery(query: string): TermQuery | null {
  const words = [...new Set(searchWords(query))];
  if (words.length === 0) return null;
  return { combineWith: 'AND', queries: words.map(wordQuery) };
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
