import {
  FAMILY_RELATIONS,
  allelesText,
  checkGene,
  checkInheritance,
  genesOfType,
  isFamilyRelation,
  parentsOf,
  relationLabel,
} from './family.js';
import type { GeneKey } from './genes.js';
import { GENES } from './genes.js';

// The rules of docs/scoring.md written as plain statements, independent of the allele tables the
// implementation uses: for two known parents, when is a child's genotype impossible?
const impossibleWithBoth: Record<GeneKey, (child: string, p: string, q: string) => boolean> = {
  // II needs I from both, DD needs D from both, ID needs one of each.
  ace: (c, p, q) =>
    (c === 'II' && (p === 'DD' || q === 'DD')) ||
    (c === 'DD' && (p === 'II' || q === 'II')) ||
    (c === 'ID' && p === q && p !== 'ID'),
  drd2: (c, p, q) =>
    (c === 'A' && (p === 'C' || q === 'C')) ||
    (c === 'C' && (p === 'A' || q === 'A')) ||
    (c === 'B' && p === q && p !== 'B'),
  // Every type carries a 4: 44 is always possible; 43 needs a 43 parent, 45 a 45 parent.
  drd4: (c, p, q) =>
    (c === '43' && p !== '43' && q !== '43') || (c === '45' && p !== '45' && q !== '45'),
  // SS is always possible (SL may be S/L); SL (S/L or L/L) needs an L, which only SL parents have.
  htt: (c, p, q) => c === 'SL' && p === 'SS' && q === 'SS',
};
// With one known parent the other may give any allele: impossible only when they share none.
const impossibleWithOne: Record<GeneKey, (child: string, p: string) => boolean> = {
  ace: (c, p) => (c === 'II' && p === 'DD') || (c === 'DD' && p === 'II'),
  drd2: (c, p) => (c === 'A' && p === 'C') || (c === 'C' && p === 'A'),
  drd4: () => false,
  htt: () => false,
};

describe('half-from-each-parent check', () => {
  for (const gene of GENES) {
    const variants = gene.variants;
    describe(gene.symbol, () => {
      for (const child of variants)
        for (const p of variants)
          for (const q of variants) {
            const expected = impossibleWithBoth[gene.key](child, p, q)
              ? 'inconsistent'
              : 'consistent';
            it(`child ${child} of ${p} × ${q} is ${expected}`, () => {
              const result = checkGene(gene.key, child, [p, q]);
              expect(result.verdict).toBe(expected);
              expect(result.origins.length > 0).toBe(expected === 'consistent');
              // The two orders of the parents agree.
              expect(checkGene(gene.key, child, [q, p]).verdict).toBe(expected);
            });
          }
      for (const child of variants)
        for (const p of variants) {
          const expected = impossibleWithOne[gene.key](child, p) ? 'inconsistent' : 'consistent';
          it(`child ${child} with one known parent ${p} is ${expected}`, () => {
            expect(checkGene(gene.key, child, [p]).verdict).toBe(expected);
            expect(checkGene(gene.key, child, [p, null]).verdict).toBe(expected);
            expect(checkGene(gene.key, child, [null, p]).verdict).toBe(expected);
          });
        }
      it('is unknown without a child genotype or any parent genotype', () => {
        expect(checkGene(gene.key, null, [variants[0]!]).verdict).toBe('unknown');
        expect(checkGene(gene.key, variants[0]!, []).verdict).toBe('unknown');
        expect(checkGene(gene.key, variants[0]!, [null, null]).verdict).toBe('unknown');
      });
    });
  }

  it('says which allele came from which parent', () => {
    expect(checkGene('ace', 'ID', ['II', 'DD']).origins).toEqual([['I', 'D']]);
    expect(checkGene('ace', 'ID', ['DD', 'II']).origins).toEqual([['D', 'I']]);
    expect(checkGene('ace', 'ID', ['ID', 'ID']).origins).toEqual([
      ['I', 'D'],
      ['D', 'I'],
    ]);
    expect(checkGene('htt', 'SL', ['SS', 'SL']).origins).toEqual([['S', 'L']]);
  });

  it('rejects a genotype outside the catalogue', () => {
    expect(() => checkGene('ace', 'XX', ['II'])).toThrow(RangeError);
    expect(() => checkGene('ace', 'II', ['XX'])).toThrow(RangeError);
  });

  it('checks all four genes, leaving unscored ones unknown', () => {
    const child = genesOfType(1)!; // II-A-44-SS
    const verdicts = checkInheritance(child, [genesOfType(54)!, { ace: 'II' }]).map((g) => [
      g.gene,
      g.verdict,
    ]);
    // DD-C-45-SL × II: ACE II needs I from both (DD has none); DRD2 A needs A from both.
    expect(verdicts).toEqual([
      ['ace', 'inconsistent'],
      ['drd2', 'inconsistent'],
      ['drd4', 'consistent'],
      ['htt', 'consistent'],
    ]);
    expect(checkInheritance({ ace: 'II' }, [genesOfType(1)!]).map((g) => g.verdict)).toEqual([
      'consistent',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });

  it('writes allele pairs, 5-HTT SL as either', () => {
    expect(allelesText('ace', 'ID')).toBe('I/D');
    expect(allelesText('drd2', 'B')).toBe('A/C');
    expect(allelesText('drd4', '45')).toBe('4/5');
    expect(allelesText('htt', 'SL')).toBe('S/L 또는 L/L');
  });
});

describe('relations', () => {
  it('has five relations with Korean labels, null as 기타', () => {
    expect(FAMILY_RELATIONS.map(relationLabel)).toEqual([
      '자녀',
      '부모',
      '배우자',
      '형제자매',
      '기타',
    ]);
    expect(relationLabel(null)).toBe('기타');
    expect(isFamilyRelation('child')).toBe(true);
    expect(isFamilyRelation('cousin')).toBe(false);
    expect(isFamilyRelation(3)).toBe(false);
  });

  const people = [
    { id: 'me', relation: null },
    { id: 'kid1', relation: 'child' as const },
    { id: 'wife', relation: 'spouse' as const },
    { id: 'mom', relation: 'parent' as const },
    { id: 'dad', relation: 'parent' as const },
    { id: 'bro', relation: 'sibling' as const },
    { id: 'friend', relation: 'other' as const },
  ];
  it.each([
    ['kid1', ['me', 'wife']],
    ['me', ['mom', 'dad']],
    ['bro', ['mom', 'dad']],
    ['wife', []],
    ['mom', []],
    ['friend', []],
    ['nobody', []],
  ])('parents of %s are %j', (id, expected) => {
    expect(parentsOf(id, people).map((p) => p.id)).toEqual(expected);
  });
});
