// "혹시 지구력을 찾으셨나요?": a Korean word the content does not have is compared with the words it
// has letter by letter (jamo), as Korean portals do. 지구럭 and 지구력 differ in one syllable but
// in one jamo only (ㅓ/ㅕ); comparing syllables would call every typo a whole-syllable change and
// could not tell 지구럭 → 지구력 (one key) from 지구럭 → 지구탁 (two).
import { disassemble } from 'es-hangul';
import { isHangulWord } from './korean-words.js';
import { withinOneEdit } from './english-words.js';

/** A Hangul word as its jamo ('지구력' → 'ㅈㅣㄱㅜㄹㅕㄱ'; compound vowels split: ㅘ → ㅗㅏ). */
export function jamoOf(word: string): string {
  return disassemble(word);
}

/** Whether two Hangul words are one jamo apart (one added, dropped or changed); not equal. */
export function oneJamoApart(a: string, b: string): boolean {
  return a !== b && withinOneEdit(jamoOf(a), jamoOf(b));
}

/** A known word: its jamo (made once) and how many documents have it (the likelier correction). */
export interface KnownWord {
  word: string;
  jamo: string;
  documents: number;
}

/** The words a typo may be corrected to, from each word and the number of documents it is in. */
export function knownWords(counts: ReadonlyMap<string, number>): KnownWord[] {
  return [...counts]
    .filter(([word]) => isHangulWord(word) && word.length >= 2)
    .map(([word, documents]) => ({ word, jamo: jamoOf(word), documents }));
}

/**
 * The known word one jamo away from `word` (a stem the content does not have), the most common
 * one when there are several; null for a word of one syllable (one jamo changes it too much) or
 * when none is that close.
 */
export function correctKoreanWord(word: string, known: readonly KnownWord[]): string | null {
  if (!isHangulWord(word) || word.length < 2) return null;
  const jamo = jamoOf(word);
  let best: KnownWord | null = null;
  for (const candidate of known) {
    if (Math.abs(candidate.jamo.length - jamo.length) > 1 || candidate.word === word) continue;
    if (!withinOneEdit(candidate.jamo, jamo)) continue;
    if (!best || candidate.documents > best.documents) best = candidate;
  }
  return best?.word ?? null;
}
