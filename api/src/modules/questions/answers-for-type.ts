// Answers that produce a chosen gene type: used by the tests, the benchmark and the journeys to
// know in advance what the scoring must answer (docs/scoring.md explains why each choice works).
import type { AnswerValue } from '@genetype/domain/contracts';
import type { SectionLetter } from '@genetype/domain';
import type { ScoringKey } from './scoring.js';

/** The pole whose "yes" answers lead to `geneType`; null means "answer no to everything". */
function poleFor(section: SectionLetter, geneType: string): string | null {
  switch (section) {
    case 'A':
      // All "no" scores 0 : 0, an even share, which is the mixed type ID.
      return geneType === 'II' ? 'I' : geneType === 'DD' ? 'D' : null;
    case 'D':
      return geneType === 'SS' ? 'S' : 'L';
    default:
      return geneType;
  }
}

/** "yes" to every question of the target pole (repeats included, so answers stay consistent). */
export function answersForType(
  section: SectionLetter,
  keys: readonly Pick<ScoringKey, 'id' | 'pole'>[],
  geneType: string,
): Map<string, AnswerValue> {
  const pole = poleFor(section, geneType);
  return new Map(keys.map((key) => [key.id, key.pole === pole ? 'yes' : 'no']));
}
