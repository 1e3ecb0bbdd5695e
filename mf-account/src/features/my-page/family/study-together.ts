// The "함께 공부할 때" note of the comparison: one sentence per gene, composed from both types.
import type { GeneCombination, GeneKey } from '@genetype/domain';
import { GENES } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from '@genetype/content';
import type { VariantTraits } from '@genetype/content';
import { appText } from '../../../i18n';

const TRAITS: Record<GeneKey, Record<string, VariantTraits>> = {
  ace: ACE_TRAITS,
  drd2: DRD2_TRAITS,
  drd4: DRD4_TRAITS,
  htt: HTT_TRAITS,
};

// The texts live in the catalogue (family.together): how each variant studies, as a phrase that
// ends before "편이에요" / fits "tend to …"; what to do together when both share a variant, and
// when they differ.
const text = (key: string, values?: Record<string, unknown>) =>
  appText(`family.together.${key}`, values);

function htt(a: Named, b: Named): string {
  const sensitive = [a, b].filter((person) => person.genes.htt === 'SS');
  if (sensitive.length === 2) return text('httBoth');
  if (sensitive.length === 1) return text('httOne', { name: (sensitive[0] as Named).name });
  return text('httNone');
}

export interface Named {
  name: string;
  genes: GeneCombination;
}

const GENE_ORDER: readonly GeneKey[] = ['ace', 'drd2', 'drd4', 'htt'];

/** One sentence per gene, in gene order (ACE, DRD2, DRD4, 5-HTT). */
export function studyTogetherNote(a: Named, b: Named): string[] {
  return GENE_ORDER.map((gene) => {
    if (gene === 'htt') return htt(a, b);
    const x = a.genes[gene];
    const y = b.genes[gene];
    // The variants' trait names are Korean content; English names the variant by its code.
    const trait =
      useLanguageStore.getState().language === 'ko'
        ? (TRAITS[gene][x]?.name ?? x)
        : `${GENES.find((entry) => entry.key === gene)?.symbol ?? gene} ${x}`;
    if (x === y)
      return text('both', {
        trait,
        how: text(`how.${gene}.${x}`),
        advice: text(`sameAdvice.${gene}`),
      });
    return text('each', {
      a: a.name,
      b: b.name,
      howA: text(`how.${gene}.${x}`),
      howB: text(`how.${gene}.${y}`),
      advice: text(`differentAdvice.${gene}`),
    });
  });
}
