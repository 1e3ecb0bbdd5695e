// English search words (issue 18), shared by the API's English index (what a query matches) and
// the search page's highlighter (what it marks), so both agree on what a word of a query is.
//
// A word is reduced to its Porter2 stem (wink-porter2-stemmer, the Snowball English stemmer):
// friends → friend, studying/studies → studi, creative/creativity → creativ. British spellings are
// folded to American first (behaviour → behavior, organise → organize), on the text and on the
// query alike, so either spelling finds the other. Codes (ii-a-44-ss, 5-htt) and numbers are kept
// whole, as in Korean.
// The stemmer ships no types: the reference carries ours to every program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../wink-porter2-stemmer.d.ts" />
import porter2 from 'wink-porter2-stemmer';
import { normalizeSearchText } from '../domain/search-terms.js';

// Letters and digits, with hyphens inside (codes, deep-dive) and apostrophes inside (don't, child's).
const WORD = /[a-z0-9]+(?:['-][a-z0-9]+)*/g;
const LETTERS = /^[a-z]+(?:'[a-z]+)*$/;
// A code has a digit (ii-a-44-ss, 5-htt, 12) or is letters of one or two in hyphenated parts (ii-a).
const CODE = /\d|^[a-z]{1,2}(?:-[a-z]{1,2})+$/;

/** The words of an English text, normalized (lower case, curly apostrophes straightened). */
export function englishSearchWords(text: string): string[] {
  return normalizeSearchText(text).replace(/[‘’]/g, "'").match(WORD) ?? [];
}

/** A code or a number (ii-a-44-ss, 5-htt, 12): matched as typed, never stemmed. */
export function isCodeWord(word: string): boolean {
  return CODE.test(word);
}

// British → American, on whole words only, before stemming (both sides go through it).
const SPELLING_FOLDS: readonly [RegExp, string][] = [
  [/([a-z]{3})is(e|es|ed|ing|er|ers|ation|ations)$/, '$1iz$2'],
  [/([a-z]{2})ys(e|es|ed|ing)$/, '$1yz$2'],
  [/([bhilmv])our(s|ed|ing|ite|ites|able)?$/, '$1or$2'],
  [/([a-z]{3})tre(s)?$/, '$1ter$2'],
];

function foldSpelling(word: string): string {
  if (word.length < 6) return word;
  for (const [pattern, replacement] of SPELLING_FOLDS) {
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}

// Stemmed again and again (every text of the index, every shown text): remember, up to a bound.
const STEMS = new Map<string, string>();
const STEMS_MAX = 50_000;

/** The stem of an English word ('friends' → 'friend', 'studying' → 'studi'); codes unchanged. */
export function stemEnglishWord(word: string): string {
  if (!LETTERS.test(word)) return word;
  const known = STEMS.get(word);
  if (known !== undefined) return known;
  const stem = porter2(foldSpelling(word));
  if (STEMS.size < STEMS_MAX) STEMS.set(word, stem);
  return stem;
}

/**
 * Words that say nothing a page could be found by ("how do I help my child with …"). Dropped from
 * a query unless it has nothing else; the index keeps them (BM25 weighs them next to nothing).
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after all am an and any are as at be been before being but by can could did do ' +
    "does doing for from get gets getting had has have he her him his how i i'm if in into is " +
    "it it's its me my no not of on or our she should so some than that the their them then " +
    'there they this to too up very was we were what when where which who why will with would ' +
    'you your'
  ).split(' '),
);

/** The distinct words of a query worth looking up: stop words left out unless there is nothing else. */
export function englishQueryWords(query: string): string[] {
  const words = [...new Set(englishSearchWords(query))];
  const meaningful = words.filter((word) => !ENGLISH_STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** A stem shorter than this is matched whole only (ar ≠ article); longer ones also as a prefix. */
export const ENGLISH_PREFIX_MIN = 3;

/**
 * Whether a query stem also matches the terms it starts: a code (ii-a → ii-a-44-ss) and a word
 * still being typed (creat → creativ), but not a whole word (plan ≠ planet), which is one the text
 * has (`isWord`); nor a bare number (4 ≠ 45) or a stem of fewer than ENGLISH_PREFIX_MIN letters.
 */
export function englishPrefixAllowed(
  queryStem: string,
  isWord: (stem: string) => boolean,
): boolean {
  if (/^\d+$/.test(queryStem) || queryStem.length < ENGLISH_PREFIX_MIN) return false;
  return isCodeWord(queryStem) || !isWord(queryStem);
}

/** A stem this long or longer forgives one typo (patince → patienc) when it finds nothing as typed. */
export const ENGLISH_FUZZY_MIN = 5;

/** Whether `a` becomes `b` by at most one insertion, deletion or substitution (MiniSearch's fuzzy 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Whether a term (a stem or a code) answers a query stem: the same, or its start when `prefix`. */
export function englishTermMatches(term: string, queryStem: string, prefix: boolean): boolean {
  return term === queryStem || (prefix && term.startsWith(queryStem));
}
