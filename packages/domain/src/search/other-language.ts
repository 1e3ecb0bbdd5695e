// A member reading in English may type a Korean word (집중), and one reading in Korean an English
// word (focus): the words of the other language are looked up in that language's content.
import { englishSearchWords, isCodeWord } from './english-words.js';

const HANGUL = /[가-힣ㄱ-ㅎ]/;

/**
 * Whether a query has words of the language other than `language` ('ko' | 'en'): Hangul in an
 * English search; in a Korean search, Latin words that are not codes or numbers (ii-a-44-ss,
 * 5-htt and 12 are the same in both).
 */
export function hasWordsOfOtherLanguage(query: string, language: string): boolean {
  if (language === 'en') return HANGUL.test(query);
  return englishSearchWords(query).some((word) => !isCodeWord(word));
}
