// Server-side scoring (docs/scoring.md). Pure: the bank's keys and a member's answers in, the
// section's gene type, its scores and the consistency check out.
import type { AnswerValue, ConsistencyReport, SectionOutcome } from '@genetype/domain/contracts';
import type { SectionLetter } from '@genetype/domain';
import { geneForSection, typeIdOf } from '@genetype/domain';
import type { AceType, Drd2Type, Drd4Type, HttType } from '@genetype/domain';
import { SECTION_POLES } from './bank/types.js';

/** What scoring needs of a question: its key, never its wording. */
export interface ScoringKey {
  id: string;
  number: number;
  pole: string;
  weight: number;
  repeatOf: string | null;
}

/** ACE: the share of endurance (pole I) above which the type is II, below which it is DD. */
export const ACE_II_ABOVE = 0.6;
export const ACE_DD_BELOW = 0.4;

function tally(
  section: SectionLetter,
  keys: readonly ScoringKey[],
  answers: ReadonlyMap<string, AnswerValue>,
): { scores: Record<string, number>; maxScores: Record<string, number> } {
  const scores: Record<string, number> = {};
  const maxScores: Record<string, number> = {};
  for (const pole of SECTION_POLES[section]) {
    scores[pole] = 0;
    maxScores[pole] = 0;
  }
  for (const key of keys) {
    // A repeat checks consistency only: counting it would weigh its original twice.
    if (key.repeatOf !== null) continue;
    maxScores[key.pole] = (maxScores[key.pole] ?? 0) + key.weight;
    if (answers.get(key.id) === 'yes') scores[key.pole] = (scores[key.pole] ?? 0) + key.weight;
  }
  return { scores, maxScores };
}

/** Highest score wins; a tie goes to the variant that comes first in the gene's fixed order. */
function strongest<T extends string>(order: readonly T[], scores: Record<string, number>): T {
  let best = order[0] as T;
  for (const pole of order) if ((scores[pole] ?? 0) > (scores[best] ?? 0)) best = pole;
  return best;
}

export function geneTypeOf(section: SectionLetter, scores: Record<string, number>): string {
  switch (section) {
    case 'A': {
      const steady = scores.I ?? 0;
      const total = steady + (scores.D ?? 0);
      const share = total === 0 ? 0.5 : steady / total;
      // Exactly on a threshold is the mixed type ID.
      if (share > ACE_II_ABOVE) return 'II' satisfies AceType;
      if (share < ACE_DD_BELOW) return 'DD' satisfies AceType;
      return 'ID' satisfies AceType;
    }
    case 'B':
      return strongest<Drd2Type>(['A', 'B', 'C'], scores);
    case 'C':
      return strongest<Drd4Type>(['44', '43', '45'], scores);
    case 'D':
      // LL is merged into SL (spec §1), so only a clear lead of S makes SS; a tie is SL.
      return ((scores.S ?? 0) > (scores.L ?? 0) ? 'SS' : 'SL') satisfies HttType;
  }
}

export function checkConsistency(
  keys: readonly ScoringKey[],
  answers: ReadonlyMap<string, AnswerValue>,
): ConsistencyReport {
  const numberOf = new Map(keys.map((key) => [key.id, key.number]));
  const repeats = keys.filter((key) => key.repeatOf !== null);
  const mismatches = repeats
    .filter((key) => answers.get(key.id) !== answers.get(key.repeatOf as string))
    .map((key) => ({
      number: key.number,
      repeatOfNumber: numberOf.get(key.repeatOf as string) ?? 0,
    }));
  return { checked: repeats.length, mismatches, consistent: mismatches.length === 0 };
}

export function scoreSection(
  section: SectionLetter,
  keys: readonly ScoringKey[],
  answers: ReadonlyMap<string, AnswerValue>,
): SectionOutcome {
  const { scores, maxScores } = tally(section, keys, answers);
  return {
    section,
    gene: geneForSection(section),
    geneType: geneTypeOf(section, scores),
    scores,
    maxScores,
    consistency: checkConsistency(keys, answers),
  };
}

/** The full code and type id once all four sections have a type. */
export function finalTypeOf(
  types: Partial<Record<SectionLetter, string>>,
): { code: string; typeId: number } | null {
  const { A, B, C, D } = types;
  if (!A || !B || !C || !D) return null;
  const typeId = typeIdOf({
    ace: A as AceType,
    drd2: B as Drd2Type,
    drd4: C as Drd4Type,
    htt: D as HttType,
  });
  return { code: `${A}-${B}-${C}-${D}`, typeId };
}
