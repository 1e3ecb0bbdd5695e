import type { SectionLetter } from '@genetype/domain';

/** Answer poles of each section's gene (docs/scoring.md). */
export const SECTION_POLES = {
  A: ['I', 'D'],
  B: ['A', 'B', 'C'],
  C: ['44', '43', '45'],
  D: ['S', 'L'],
} as const satisfies Record<SectionLetter, readonly string[]>;

export type Pole = (typeof SECTION_POLES)[SectionLetter][number];

/** One original question: a "yes" adds `weight` (1–3) to `pole`. */
export interface BankItem {
  pole: Pole;
  weight: 1 | 2 | 3;
  text: string;
}

/** A question as stored: numbered 1–44 inside its section. */
export interface BankQuestion {
  id: string;
  section: SectionLetter;
  number: number;
  /** "12. …" — the number orders the page (spec §3). */
  text: string;
  pole: Pole;
  weight: number;
  /** For a consistency repeat: the id of the question it repeats (it scores nothing itself). */
  repeatOf: string | null;
}
