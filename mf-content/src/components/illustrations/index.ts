export { GroupCharacter } from '@genetype/ui/illustrations';
export { GeneIcon, GENE_COLORS } from './gene-icon';
