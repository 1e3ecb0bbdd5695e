// Korean particles after a value (issue 37): 은/는, 이/가, 을/를 … depend on whether the value, as
// read aloud, ends in a final consonant — "3은" (삼), "2는" (이), "하늘은", "민지는". es-hangul's
// `josa` knows the rule for Hangul (and ㄹ before 으로/로); what it reads as a plain character —
// digits, a closing bracket, lower-case Latin — is first turned into what a Korean reader says.
// A catalogue asks for a particle with i18next's format syntax: `{{x, 은/는}}` (catalogue.ts).
import { josa, numberToHangul } from 'es-hangul';

/** The particle pairs es-hangul knows, written as it writes them ("은/는": after a consonant / a vowel). */
export type JosaPair = Parameters<typeof josa>[1];

export const JOSA_PAIRS: readonly JosaPair[] = [
  '이/가',
  '을/를',
  '은/는',
  '으로/로',
  '와/과',
  '이나/나',
  '이에요/예요',
  '이란/란',
  '이랑/랑',
  '이라/라',
  '으로서/로서',
  '으로써/로써',
  '으로부터/로부터',
];

/**
 * What the particle attaches to, as said: a trailing parenthesis ("하늘 (자녀)") and closing
 * punctuation are not read; a trailing number is read in Korean (44 → 사십사); trailing Latin
 * letters are read letter by letter, as codes like "DD" or "SL" are (es-hangul's table).
 */
function spoken(word: string): string {
  const text = word
    .replace(/\s*[([{（][^()[\]{}（）]*[)\]}）]\s*$/u, '')
    .replace(/[\s"'’”」』)\]}.,!?~…·-]+$/u, '');
  const number = /(\d+)$/.exec(text);
  if (number) return numberToHangul(Number(number[1]));
  const latin = /([A-Za-z]+)$/.exec(text);
  if (latin) return latin[1]!.toUpperCase();
  return text;
}

/** The form of `pair` that follows `word`: particleOf('3', '은/는') → '은'. */
export function particleOf(word: string, pair: JosaPair): string {
  const said = spoken(word);
  if (said === '') return pair.split('/')[0]!;
  return josa(said, pair).slice(said.length);
}

/** `word` with the right form of `pair`: withParticle('민지', '은/는') → '민지는'. */
export function withParticle(word: string, pair: JosaPair): string {
  return `${word}${particleOf(word, pair)}`;
}

/** Text formats for the catalogues: `{{name, 은/는}}` writes the value with its particle. */
export const PARTICLE_FORMATS: Readonly<Record<string, (value: unknown) => string>> =
  Object.fromEntries(
    JOSA_PAIRS.map((pair) => [pair, (value: unknown) => withParticle(String(value), pair)]),
  );
