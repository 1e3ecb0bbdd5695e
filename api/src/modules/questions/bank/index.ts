// The question bank: 44 questions per section (40 originals + 4 consistency repeats), inserted
// into the database by migration 040. The API serves it; the client ships only the wording of
// the visitors' demo (section A's first page, @genetype/content/demo-questions), never
// the scoring.
import type { SectionLetter } from '@genetype/domain';
import { QUESTIONS_PER_SECTION, SECTION_LETTERS, questionId } from '@genetype/domain';
import { DEMO_WORDING } from '@genetype/content/demo-questions';
import { SECTION_A } from './section-a.js';
import { SECTION_B } from './section-b.js';
import { SECTION_C } from './section-c.js';
import { SECTION_D } from './section-d.js';
import { SECTION_A_EN } from './section-a.en.js';
import { SECTION_B_EN } from './section-b.en.js';
import { SECTION_C_EN } from './section-c.en.js';
import { SECTION_D_EN } from './section-d.en.js';
import type { BankItem, BankQuestion } from './types.js';

export * from './types.js';

const ORIGINALS: Record<SectionLetter, readonly BankItem[]> = {
  A: SECTION_A,
  B: SECTION_B,
  C: SECTION_C,
  D: SECTION_D,
};

/** The English wording of each section's originals, index for index (issue 18). */
const ENGLISH: Record<SectionLetter, readonly string[]> = {
  A: SECTION_A_EN,
  B: SECTION_B_EN,
  C: SECTION_C_EN,
  D: SECTION_D_EN,
};

/** The languages the bank is written in; Korean is the one the database holds. */
export type BankLanguage = 'ko' | 'en';

/**
 * Where the repeats sit (question number → index of the original it repeats). Each repeat is on a
 * later page than its original, so a member meets it after having answered the first one.
 */
export const REPEAT_LAYOUT: ReadonlyMap<number, number> = new Map([
  [16, 2],
  [27, 8],
  [35, 19],
  [43, 25],
]);

/** Question number (1–44) → index of the original it shows, repeats included. */
function layout(section: SectionLetter, originals: number): number[] {
  const indexes: number[] = [];
  let next = 0;
  for (let number = 1; number <= QUESTIONS_PER_SECTION; number += 1) {
    const repeated = REPEAT_LAYOUT.get(number);
    if (repeated === undefined) {
      indexes.push(next);
      next += 1;
    } else indexes.push(repeated);
  }
  if (next > originals)
    throw new Error(`Question bank ${section} is short of questions at ${originals + 1}`);
  if (next !== originals)
    throw new Error(`Question bank ${section}: ${originals - next} originals unplaced`);
  return indexes;
}

function buildSection(section: SectionLetter): BankQuestion[] {
  const originals = ORIGINALS[section];
  const idOfOriginal: string[] = [];
  return layout(section, originals.length).map((index, i) => {
    const number = i + 1;
    const item = originals[index] as BankItem;
    const id = questionId(section, number);
    const repeated = REPEAT_LAYOUT.has(number);
    if (!repeated) idOfOriginal[index] = id;
    return {
      id,
      section,
      number,
      text: `${number}. ${item.text}`,
      pole: item.pole,
      weight: item.weight,
      repeatOf: repeated ? (idOfOriginal[index] as string) : null,
    };
  });
}

/** Id → "12. …" in English, numbered and laid out exactly as the Korean bank. */
function englishTexts(): ReadonlyMap<string, string> {
  const texts = new Map<string, string>();
  for (const section of SECTION_LETTERS) {
    const english = ENGLISH[section];
    if (english.length !== ORIGINALS[section].length)
      throw new Error(`Question bank ${section}: the English has ${english.length} originals`);
    layout(section, english.length).forEach((index, i) => {
      texts.set(questionId(section, i + 1), `${i + 1}. ${english[index] as string}`);
    });
  }
  return texts;
}

const ENGLISH_TEXTS = englishTexts();

/**
 * A question's wording in `language`. Korean is what the database holds (`stored`, written by
 * migration 040); English comes from the typed bank by id. Scoring never reads the wording.
 */
export function questionTextIn(id: string, stored: string, language: BankLanguage): string {
  return language === 'en' ? (ENGLISH_TEXTS.get(id) ?? stored) : stored;
}

export const QUESTION_BANK: readonly BankQuestion[] = Object.freeze(
  SECTION_LETTERS.flatMap(buildSection),
);

/** What a visitor may try: the first page of section A (spec §1: "try demo questions"). */
export const DEMO_QUESTION_COUNT = DEMO_WORDING.ko.length;
