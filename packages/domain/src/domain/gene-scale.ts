// Where a member falls between a gene's types, read from a section's stored scores
// (docs/scoring.md, "Where you fall"). Shares are of the raw weighted "yes" answers — the same
// numbers the type rules compare — so the largest share is always the member's own type.
import type { GeneKey } from './genes.js';
import { geneForSection, type SectionLetter } from './sections.js';

/** The poles a section scores, in the gene's fixed order. */
export const SECTION_POLES: Readonly<Record<SectionLetter, readonly string[]>> = {
  A: ['I', 'D'],
  B: ['A', 'B', 'C'],
  C: ['44', '43', '45'],
  D: ['S', 'L'],
};

/** A gene type's stretch of a two-pole scale, in percent of the first pole's share. */
export interface ScaleZone {
  geneType: string;
  from: number;
  to: number;
}

/** The type zones of the two-pole genes, from the type rules (ACE: > 0.6 / < 0.4; 5-HTT: S > L). */
export const SCALE_ZONES: Readonly<Partial<Record<SectionLetter, readonly ScaleZone[]>>> = {
  A: [
    { geneType: 'DD', from: 0, to: 40 },
    { geneType: 'ID', from: 40, to: 60 },
    { geneType: 'II', from: 60, to: 100 },
  ],
  D: [
    { geneType: 'SL', from: 0, to: 50 },
    { geneType: 'SS', from: 50, to: 100 },
  ],
};

export interface PoleShare {
  pole: string;
  score: number;
  /** Share of the section's "yes" weight, whole percent; a scale's shares add up to 100. */
  percent: number;
}

export interface GeneScale {
  section: SectionLetter;
  gene: GeneKey;
  geneType: string;
  poles: PoleShare[];
  /**
   * Two-pole genes only: the first pole's share (I for ACE, S for 5-HTT) with one decimal, the
   * member's point on a line whose zones are SCALE_ZONES. Null for the three-pole genes.
   */
  position: number | null;
  zones: readonly ScaleZone[] | null;
}

export interface ScoredSection {
  section: SectionLetter;
  geneType: string;
  scores: Record<string, number>;
}

/** Whole percents that add up to exactly 100 (largest remainder); equal shares when all are 0. */
export function wholePercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const exact = values.map((value) =>
    total > 0 ? (Math.max(0, value) / total) * 100 : 100 / values.length,
  );
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

export function geneScale({ section, geneType, scores }: ScoredSection): GeneScale {
  const poles = SECTION_POLES[section];
  const raw = poles.map((pole) => scores[pole] ?? 0);
  const percents = wholePercents(raw);
  const zones = SCALE_ZONES[section] ?? null;
  let position: number | null = null;
  if (zones) {
    const [first = 0, second = 0] = raw;
    const share = first + second > 0 ? first / (first + second) : 0.5;
    position = Math.round(share * 1000) / 10;
  }
  return {
    section,
    gene: geneForSection(section),
    geneType,
    poles: poles.map((pole, index) => ({
      pole,
      score: raw[index] ?? 0,
      percent: percents[index] ?? 0,
    })),
    position,
    zones,
  };
}
