// What the search page marks in a result for a query: the same word rules as the index.
import {
  isChoseongWord,
  isHangulWord,
  matchesChoseong,
  searchWords,
  stemKoreanWord,
} from './korean-words.js';
import { relatedWords } from './related-words.js';
import {
  ENGLISH_FUZZY_MIN,
  englishPrefixAllowed,
  englishQueryWords,
  englishSearchWords,
  englishTermMatches,
  isCodeWord,
  stemEnglishWord,
  withinOneEdit,
} from './english-words.js';
import { relatedEnglishWords } from './english-related-words.js';

/**
 * What to mark in a text for a query: each word as typed, its stem and its related words,
 * longest first (so the longer match wins where two overlap), without duplicates. An
 * initial-consonant word (ㅊㅇㅅ) names no letters itself: pass the texts shown, and the words in
 * them whose stems it matches are marked.
 */
export function highlightTerms(query: string, shownTexts: readonly string[] = []): string[] {
  const terms = new Set<string>();
  const choseong: string[] = [];
  for (const word of searchWords(query)) {
    if (isChoseongWord(word)) {
      choseong.push(word);
      continue;
    }
    terms.add(word);
    terms.add(stemKoreanWord(word));
    for (const related of relatedWords(word)) terms.add(related);
  }
  if (choseong.length > 0) {
    for (const word of shownTexts.flatMap(searchWords)) {
      if (!isHangulWord(word)) continue;
      const stem = stemKoreanWord(word);
      if (choseong.some((consonants) => matchesChoseong(stem, consonants))) terms.add(stem);
    }
  }
  return [...terms].filter((term) => term !== '').sort((a, b) => b.length - a.length);
}

/**
 * What to mark for an English query (issue 18): the words of the shown texts the index matched it
 * by, as they are written there. A word is marked when its stem is a typed word's stem, or one of
 * its related words' stems ("friends" marks friend, friend's and buddy), or starts with a typed
 * stem that is no whole word of the texts (creat → creativity; plan never marks planets). Codes
 * and numbers mark as typed. Longest first, to be marked as whole words.
 */
export function englishHighlightTerms(query: string, shownTexts: readonly string[]): string[] {
  const stemOf = (word: string) => (isCodeWord(word) ? word : stemEnglishWord(word));
  // Every word of the texts, and each part of a hyphenated one (deep-dive → deep, dive).
  const words = shownTexts
    .flatMap(englishSearchWords)
    .flatMap((word) => (word.includes('-') ? [word, ...word.split('-')] : [word]));
  const stems = new Set(words.map(stemOf));
  const typed: { stem: string; prefix: boolean }[] = [];
  const related = new Set<string>();
  for (const word of englishQueryWords(query)) {
    const hyphenated = !isCodeWord(word) && word.includes('-');
    for (const part of hyphenated ? [word, ...word.split('-')] : [word]) {
      const stem = stemOf(part);
      typed.push({ stem, prefix: englishPrefixAllowed(stem, (known) => stems.has(known)) });
    }
    for (const stem of relatedEnglishWords(word)) related.add(stem);
  }
  // As the index does: a typed word the texts do not have marks the words one typo away.
  const forgiving = typed.filter(
    (want) =>
      want.stem.length >= ENGLISH_FUZZY_MIN &&
      ![...stems].some((stem) => englishTermMatches(stem, want.stem, want.prefix)),
  );
  const terms = new Set<string>();
  for (const word of words) {
    const stem = stemOf(word);
    if (
      related.has(stem) ||
      typed.some((want) => englishTermMatches(stem, want.stem, want.prefix)) ||
      forgiving.some((want) => withinOneEdit(stem, want.stem))
    )
      terms.add(word);
  }
  return [...terms].sort((a, b) => b.length - a.length);
}
