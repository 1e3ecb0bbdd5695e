export { GroupCharacter } from './group-character';
export { GeneIcon, GENE_COLORS } from './gene-icon';
