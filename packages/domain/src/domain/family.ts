// Family: how a person answered for relates to the member, and the "half from each parent" check
// (spec §1; the rules are written out in docs/scoring.md). The types are questionnaire-based, not
// a genetic test: the check says whether a combination *can* be explained, never who is related.
import type { GeneCombination } from './catalogue.js';
import { typeById } from './catalogue.js';
import type { GeneKey } from './genes.js';
import { GENES } from './genes.js';
import type { SectionLetter } from './sections.js';
import { SECTIONS } from './sections.js';

/** A person's relation to the member who answered for them. */
export type FamilyRelation = 'child' | 'parent' | 'spouse' | 'sibling' | 'other';

export const FAMILY_RELATIONS: readonly FamilyRelation[] = [
  'child',
  'parent',
  'spouse',
  'sibling',
  'other',
];

export const FAMILY_RELATION_LABELS: Readonly<Record<FamilyRelation, string>> = {
  child: '자녀',
  parent: '부모',
  spouse: '배우자',
  sibling: '형제자매',
  other: '기타',
};

export function isFamilyRelation(value: unknown): value is FamilyRelation {
  return typeof value === 'string' && (FAMILY_RELATIONS as readonly string[]).includes(value);
}

/** Korean label of a relation; results made before relations existed count as 기타. */
export function relationLabel(relation: FamilyRelation | null | undefined): string {
  return FAMILY_RELATION_LABELS[relation ?? 'other'];
}

/**
 * The two alleles each genotype stands for. ACE and DRD2 are codominant pairs (II = I/I …;
 * DRD2 names its alleles after its two homozygous types: A = A/A, B = A/C, C = C/C). DRD4 counts
 * repeats (44 = 4/4, 43 = 4/3, 45 = 4/5, where 5 stands for any long allele of 5–7 repeats). 5-HTT
 * merges LL into SL (spec §1), so SL is S/L *or* L/L: it lists both genotypes it may be.
 */
export const GENOTYPE_ALLELES: Readonly<
  Record<GeneKey, Readonly<Record<string, readonly (readonly [string, string])[]>>>
> = {
  ace: { II: [['I', 'I']], ID: [['I', 'D']], DD: [['D', 'D']] },
  drd2: { A: [['A', 'A']], B: [['A', 'C']], C: [['C', 'C']] },
  drd4: { '44': [['4', '4']], '43': [['4', '3']], '45': [['4', '5']] },
  htt: {
    SS: [['S', 'S']],
    SL: [
      ['S', 'L'],
      ['L', 'L'],
    ],
  },
};

/** Every allele of a gene the model knows, for a parent without a result (any of them is possible). */
export const GENE_ALLELES: Readonly<Record<GeneKey, readonly string[]>> = {
  ace: ['I', 'D'],
  drd2: ['A', 'C'],
  drd4: ['4', '3', '5'],
  htt: ['S', 'L'],
};

/**
 * Pretty allele pairs for a genotype: 'I/D', or 'S/L 또는 L/L' for 5-HTT's merged SL (`or` is the
 * word between pairs, in the page's language).
 */
export function allelesText(gene: GeneKey, genotype: string, or = '또는'): string {
  const pairs = GENOTYPE_ALLELES[gene][genotype];
  if (!pairs) return genotype;
  return pairs.map(([a, b]) => `${a}/${b}`).join(` ${or} `);
}

/** Alleles a person of this genotype can pass on (one of them, chosen by chance). */
export function allelesOf(gene: GeneKey, genotype: string): string[] {
  const pairs = GENOTYPE_ALLELES[gene][genotype];
  if (!pairs) throw new RangeError(`Unknown ${gene} genotype: ${genotype}`);
  return [...new Set(pairs.flat())];
}

/** How one gene of the child compares with the parents'. */
export type InheritanceVerdict =
  /** One allele from each parent explains it (an unknown parent may give any allele). */
  | 'consistent'
  /** No allele from the first parent with the other's explains it. */
  | 'inconsistent'
  /** The child's section, or every parent's, is not scored yet: nothing to check. */
  | 'unknown';

export interface GeneInheritance {
  gene: GeneKey;
  section: SectionLetter;
  child: string | null;
  /** Parents' genotypes in the order given; null where that parent has no score for the gene. */
  parents: (string | null)[];
  verdict: InheritanceVerdict;
  /**
   * One explanation per way the child's two alleles can come from the parents, e.g. ['I', 'D'] =
   * I from the first parent, D from the second (with one known parent, the second is "the other").
   */
  origins: [string, string][];
}

/**
 * Whether the child's genotype of one gene can be made of one allele from each parent. `parents`
 * holds one or two genotypes (null = that parent's gene is unknown); a missing second parent is
 * unknown. With no known parent, or no child genotype, the verdict is 'unknown'.
 */
export function checkGene(
  gene: GeneKey,
  child: string | null,
  parents: readonly (string | null)[],
): GeneInheritance {
  const section = SECTIONS.find((entry) => entry.gene === gene)?.letter as SectionLetter;
  const given = parents.slice(0, 2);
  const known = given.filter((parent): parent is string => parent !== null);
  const base = { gene, section, child, parents: [...given] };
  if (child === null || known.length === 0) return { ...base, verdict: 'unknown', origins: [] };

  const poolOf = (parent: string | null | undefined) =>
    parent ? allelesOf(gene, parent) : [...GENE_ALLELES[gene]];
  const first = poolOf(given[0]);
  const second = poolOf(given[1]);
  const origins: [string, string][] = [];
  const seen = new Set<string>();
  for (const [a, b] of GENOTYPE_ALLELES[gene][child] ?? []) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      if (first.includes(x) && second.includes(y) && !seen.has(`${x}${y}`)) {
        seen.add(`${x}${y}`);
        origins.push([x, y]);
      }
    }
  }
  if (!GENOTYPE_ALLELES[gene][child]) throw new RangeError(`Unknown ${gene} genotype: ${child}`);
  return { ...base, verdict: origins.length > 0 ? 'consistent' : 'inconsistent', origins };
}

/** Per-gene genotypes of a person: from the final code, or from the sections scored so far. */
export type PartialGenes = Partial<Record<GeneKey, string>>;

export function genesOfType(typeId: number): GeneCombination | undefined {
  const entry = typeById(typeId);
  return entry ? { ace: entry.ace, drd2: entry.drd2, drd4: entry.drd4, htt: entry.htt } : undefined;
}

/** The four genes of a child beside one or two parents'. */
export function checkInheritance(
  child: PartialGenes,
  parents: readonly PartialGenes[],
): GeneInheritance[] {
  return GENES.map((gene) =>
    checkGene(
      gene.key,
      child[gene.key] ?? null,
      parents.slice(0, 2).map((parent) => parent[gene.key] ?? null),
    ),
  );
}

/** Minimal view of a family member the parent-finding rule needs. */
export interface FamilyPerson {
  id: string;
  /** null for the member themself. */
  relation: FamilyRelation | null;
}

/**
 * Whose results count as the parents of `personId`, by the relations the member gave:
 * a 자녀 has the member and a 배우자 as parents; the member and a 형제자매 have the 부모.
 * At most two, in list order; a 부모/배우자/기타 has no parent in the family.
 */
export function parentsOf<T extends FamilyPerson>(personId: string, people: readonly T[]): T[] {
  const person = people.find((entry) => entry.id === personId);
  if (!person) return [];
  if (person.relation === 'child') {
    const self = people.filter((entry) => entry.relation === null);
    const spouses = people.filter((entry) => entry.relation === 'spouse');
    return [...self, ...spouses].slice(0, 2);
  }
  if (person.relation === null || person.relation === 'sibling')
    return people.filter((entry) => entry.relation === 'parent').slice(0, 2);
  return [];
}
