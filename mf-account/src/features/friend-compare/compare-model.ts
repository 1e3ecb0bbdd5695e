// The two people of a compare as the page draws them: per gene, each one's variant and scale.
import { GENES, SECTIONS, geneScale } from '@genetype/domain';
import type { GeneKey, GeneScale, SectionLetter } from '@genetype/domain';

export interface ScoredSection {
  section: SectionLetter;
  geneType: string;
  scores: Record<string, number>;
}

export interface ComparedPerson {
  name: string;
  typeId: number;
  sections: readonly ScoredSection[];
}

export interface GeneRow {
  gene: GeneKey;
  symbol: string;
  section: SectionLetter;
  /** [the member, the friend]; a missing section leaves the gene out. */
  scales: [GeneScale, GeneScale];
}

/** One row per gene both people have scored, in the genes' order (ACE, DRD2, DRD4, 5-HTT). */
export function geneRows(me: ComparedPerson, friend: ComparedPerson): GeneRow[] {
  return GENES.flatMap((gene): GeneRow[] => {
    const section = SECTIONS.find((entry) => entry.gene === gene.key)?.letter;
    const mine = me.sections.find((entry) => entry.section === section);
    const theirs = friend.sections.find((entry) => entry.section === section);
    if (!section || !mine || !theirs) return [];
    return [
      {
        gene: gene.key,
        symbol: gene.symbol,
        section,
        scales: [geneScale(mine), geneScale(theirs)],
      },
    ];
  });
}
