// The question bank: 44 questions per section (40 originals + 4 consistency repeats), inserted
// into the database by migration 040. The client never bundles it; the API serves it.
import type { SectionLetter } from '@genetype/shared/domain';
import { QUESTIONS_PER_SECTION, SECTION_LETTERS } from '@genetype/shared/domain';
import { SECTION_A } from './section-a.js';
import { SECTION_B } from './section-b.js';
import { SECTION_C } from './section-c.js';
import { SECTION_D } from './section-d.js';
import type { BankItem, BankQuestion } from './types.js';

export * from './types.js';

const ORIGINALS: Record<SectionLetter, readonly BankItem[]> = {
  A: SECTION_A,
  B: SECTION_B,
  C: SECTION_C,
  D: SECTION_D,
};

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

export const questionId = (section: SectionLetter, number: number): string =>
  `${section}-${String(number).padStart(2, '0')}`;

function buildSection(section: SectionLetter): BankQuestion[] {
  const originals = ORIGINALS[section];
  const questions: BankQuestion[] = [];
  const idOfOriginal: string[] = [];
  let next = 0;
  for (let number = 1; number <= QUESTIONS_PER_SECTION; number += 1) {
    const repeated = REPEAT_LAYOUT.get(number);
    const item = repeated === undefined ? originals[next] : originals[repeated];
    if (!item) throw new Error(`Question bank ${section} is short of questions at ${number}`);
    const id = questionId(section, number);
    questions.push({
      id,
      section,
      number,
      text: `${number}. ${item.text}`,
      pole: item.pole,
      weight: item.weight,
      repeatOf: repeated === undefined ? null : (idOfOriginal[repeated] as string),
    });
    if (repeated === undefined) {
      idOfOriginal[next] = id;
      next += 1;
    }
  }
  if (next !== originals.length)
    throw new Error(`Question bank ${section}: ${originals.length - next} originals unplaced`);
  return questions;
}

export const QUESTION_BANK: readonly BankQuestion[] = Object.freeze(
  SECTION_LETTERS.flatMap(buildSection),
);

/** What a visitor may try: the first page of section A (spec §1: "try demo questions"). */
export const DEMO_QUESTION_COUNT = 11;
