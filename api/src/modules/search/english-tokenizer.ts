// The index's tokenizer for English text (issue 18; docs/decisions.md, "Search in English").
// MiniSearch ranks (BM25) as for Korean; this decides which terms a text and a query consist of:
//  - a word is reduced to its Porter2 stem (@genetype/domain/search: friends → friend, studying →
//    studi), so plurals and inflections find one another;
//  - codes and numbers stay whole (ii-a-44-ss, 5-htt, 12), a code's parts are indexed too, and a
//    hyphenated word (deep-dive) is indexed whole and by its stemmed parts;
//  - a query's stop words are dropped ("how to help my child with stress" → help, child, stress);
//  - a query word also matches its related words (patience → persistence, stamina …), weighted
//    below it, and a long enough stem also matches as a prefix (creat → creativ).
import {
  ENGLISH_FUZZY_MIN,
  englishPrefixAllowed,
  englishQueryWords,
  englishSearchWords,
  englishTermMatches,
  isCodeWord,
  relatedEnglishWords,
  stemEnglishWord,
} from '@genetype/domain/search';
import { RELATED_WEIGHT } from './korean-tokenizer.js';
import type { TermQuery } from './korean-tokenizer.js';

/** Terms of an English text as the index stores them (repeats kept: they count as frequency). */
export function englishIndexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of englishSearchWords(text)) {
    if (isCodeWord(word)) {
      terms.push(word);
      if (word.includes('-')) terms.push(...word.split('-'));
    } else if (word.includes('-')) {
      terms.push(word, ...word.split('-').map(stemEnglishWord));
    } else {
      terms.push(stemEnglishWord(word));
    }
  }
  return terms;
}

/** Whether a term is one of the index's (a whole word of the content). */
export type IsTerm = (term: string) => boolean;

export interface EnglishQueryOptions {
  /** Forgive a typo in each word (tried when the words as typed find nothing). */
  fuzzy?: boolean;
  /** The index's terms: a query word that is one is matched whole, else also as a prefix. */
  isTerm?: IsTerm;
}

const noTerms: IsTerm = () => false;

/** How one typed word is looked up, related words aside. */
function spellingQuery(word: string, fuzzy: boolean, isTerm: IsTerm): TermQuery {
  if (isCodeWord(word)) {
    // Codes match from their start (ii-a → ii-a-44-ss); bare numbers only exactly (4 ≠ 45).
    return { queries: [word], prefix: !/^\d+$/.test(word) };
  }
  if (word.includes('-')) {
    // 'deep-dive' as written, or its parts wherever the text has them.
    return {
      combineWith: 'OR',
      queries: [
        { queries: [word], prefix: true },
        { combineWith: 'AND', prefix: false, queries: word.split('-').map(stemEnglishWord) },
      ],
    };
  }
  const stem = stemEnglishWord(word);
  const query: TermQuery & { fuzzy?: number } = {
    queries: [stem],
    prefix: englishPrefixAllowed(stem, isTerm),
  };
  // A typo (patince, frends) is forgiven only when the spelling as typed finds nothing.
  if (fuzzy && stem.length >= ENGLISH_FUZZY_MIN) query.fuzzy = 1;
  return query;
}

const relatedWeight = () => RELATED_WEIGHT;

function wordQuery(word: string, fuzzy: boolean, isTerm: IsTerm): TermQuery {
  const related = relatedEnglishWords(word);
  if (related.length === 0) return spellingQuery(word, fuzzy, isTerm);
  return {
    combineWith: 'OR',
    queries: [
      spellingQuery(word, fuzzy, isTerm),
      {
        combineWith: 'OR',
        boostTerm: relatedWeight,
        queries: related.map((stem) => ({ queries: [stem], prefix: false })),
      },
    ],
  };
}

/** Every word must match (AND); null when there is no searchable word. */
export function englishBuildQuery(
  query: string | readonly string[],
  { fuzzy = false, isTerm = noTerms }: EnglishQueryOptions = {},
): TermQuery | null {
  const words = typeof query === 'string' ? englishQueryWords(query) : [...query];
  if (words.length === 0) return null;
  return { combineWith: 'AND', queries: words.map((word) => wordQuery(word, fuzzy, isTerm)) };
}

// An English passage's words with where they start, stemmed once per passage.
interface PassageWord {
  stem: string;
  index: number;
}
const WORD = /[a-z0-9]+(?:['-][a-z0-9]+)*/g;
const PASSAGE_WORDS = new Map<string, readonly PassageWord[]>();
const PASSAGE_WORDS_MAX = 20_000;

function passageWords(passage: string): readonly PassageWord[] {
  let words = PASSAGE_WORDS.get(passage);
  if (words) return words;
  const found: PassageWord[] = [];
  // toLowerCase keeps the length, so the indexes are the passage's own.
  for (const match of passage.toLowerCase().replace(/[‘’]/g, "'").matchAll(WORD)) {
    const word = match[0];
    const index = match.index;
    found.push({ stem: isCodeWord(word) ? word : stemEnglishWord(word), index });
    // A code's or a hyphenated word's parts, where they stand.
    if (word.includes('-')) {
      let offset = 0;
      for (const part of word.split('-')) {
        found.push({
          stem: isCodeWord(part) ? part : stemEnglishWord(part),
          index: index + offset,
        });
        offset += part.length + 1;
      }
    }
  }
  words = found;
  if (PASSAGE_WORDS.size < PASSAGE_WORDS_MAX) PASSAGE_WORDS.set(passage, words);
  return words;
}

/** What an English query marks in a passage: the stems it typed and those of its related words. */
interface Wanted {
  stem: string;
  typed: boolean;
  /** Whether words starting with the stem count too (a word still being typed, a code). */
  prefix: boolean;
}

function wantedOf(query: string, isTerm: IsTerm): Wanted[] {
  const wanted = new Map<string, Wanted>();
  for (const word of englishQueryWords(query)) {
    const parts = !isCodeWord(word) && word.includes('-') ? [word, ...word.split('-')] : [word];
    for (const part of parts) {
      const stem = isCodeWord(part) ? part : stemEnglishWord(part);
      wanted.set(stem, { stem, typed: true, prefix: englishPrefixAllowed(stem, isTerm) });
    }
    for (const stem of relatedEnglishWords(word)) {
      if (!wanted.has(stem)) wanted.set(stem, { stem, typed: false, prefix: false });
    }
  }
  return [...wanted.values()];
}

/**
 * The excerpt maker of an English query: the passage with the most typed words (then related
 * words), cut around its first match between words; the summary when no passage has one. Each
 * excerpt says which passage it is (its index; null for the summary).
 */
export function englishExcerpter(
  query: string,
  cut: (passage: string, first: number, wholeWords: boolean) => string,
  isTerm: IsTerm = noTerms,
): (
  document: { passages: readonly string[]; summary: string },
  matched?: readonly string[],
) => { text: string; passage: number | null } {
  const wanted = wantedOf(query, isTerm);
  return (document, matched = []) => {
    // A query with a typo matches none of its own stems: the terms the index took it for do.
    const best =
      bestPassage(document.passages, wanted) ??
      bestPassage(
        document.passages,
        matched.map((stem) => ({ stem, typed: false, prefix: false })),
      );
    if (!best) return { text: cut(document.summary, document.summary.length, true), passage: null };
    return { text: cut(best.passage, best.first, true), passage: best.index };
  };
}

// A typed word outweighs any number of related words: "stamina" shows the passage that says
// stamina, not one that says endurance, persistence and grit.
const TYPED_WEIGHT = 100;

function bestPassage(
  passages: readonly string[],
  wanted: readonly Wanted[],
): { passage: string; index: number; first: number } | null {
  let best: { passage: string; index: number; score: number; first: number } | null = null;
  for (const [index, passage] of passages.entries()) {
    const words = passageWords(passage);
    let score = 0;
    let first = passage.length;
    for (const want of wanted) {
      const hit = words.find((word) => englishTermMatches(word.stem, want.stem, want.prefix));
      if (!hit) continue;
      score += want.typed ? TYPED_WEIGHT : 1;
      first = Math.min(first, hit.index);
    }
    if (score > 0 && (!best || score > best.score)) best = { passage, index, score, first };
  }
  return best;
}
