// The four genes and the fixed order of their variants (DESIGN §5). The order is part of the
// type numbering, so it must never change.

export type AceType = 'II' | 'ID' | 'DD';
export type Drd2Type = 'A' | 'B' | 'C';
export type Drd4Type = '44' | '43' | '45';
export type HttType = 'SS' | 'SL';

export const ACE_TYPES: readonly AceType[] = ['II', 'ID', 'DD'];
export const DRD2_TYPES: readonly Drd2Type[] = ['A', 'B', 'C'];
export const DRD4_TYPES: readonly Drd4Type[] = ['44', '43', '45'];
export const HTT_TYPES: readonly HttType[] = ['SS', 'SL'];

/** Property name of a gene inside a type entry. */
export type GeneKey = 'ace' | 'drd2' | 'drd4' | 'htt';

export interface GeneInfo {
  key: GeneKey;
  /** Gene symbol as printed in reports. */
  symbol: 'ACE' | 'DRD2' | 'DRD4' | '5-HTT';
  /** Korean name of the trait the gene stands for. */
  koreanName: string;
  /** English name of the trait ('Endurance'). */
  englishName: string;
  variants: readonly string[];
}

export const GENES: readonly GeneInfo[] = [
  {
    key: 'ace',
    symbol: 'ACE',
    koreanName: '지구력',
    englishName: 'Endurance',
    variants: ACE_TYPES,
  },
  {
    key: 'drd2',
    symbol: 'DRD2',
    koreanName: '애착',
    englishName: 'Attachment',
    variants: DRD2_TYPES,
  },
  {
    key: 'drd4',
    symbol: 'DRD4',
    koreanName: '창의성',
    englishName: 'Creativity',
    variants: DRD4_TYPES,
  },
  { key: 'htt', symbol: '5-HTT', koreanName: '감정', englishName: 'Emotion', variants: HTT_TYPES },
];

export function geneByKey(key: GeneKey): GeneInfo {
  // GENES covers every GeneKey, so the lookup cannot miss.
  return GENES.find((gene) => gene.key === key) as GeneInfo;
}
