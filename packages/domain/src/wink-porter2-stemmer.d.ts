// wink-porter2-stemmer ships no types (the English search stemmer, search/english-words.ts).
declare module 'wink-porter2-stemmer' {
  /** The Porter2 (Snowball English) stem of a word, lower-cased. */
  export default function stem(word: string): string;
}
