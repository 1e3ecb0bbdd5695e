import {
  TYPE_CATALOGUE,
  TYPE_GROUPS,
  groupOfType,
  typeByCode,
  typeById,
  typeIdOf,
} from './catalogue.js';
import { ACE_TYPES, DRD2_TYPES, DRD4_TYPES, GENES, HTT_TYPES, geneByKey } from './genes.js';

describe('type catalogue', () => {
  it('has 54 entries with unique ids 1..54 and unique codes', () => {
    expect(TYPE_CATALOGUE).toHaveLength(54);
    expect(TYPE_CATALOGUE.map((t) => t.id)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
    expect(new Set(TYPE_CATALOGUE.map((t) => t.code)).size).toBe(54);
  });

  it.each([
    [1, 'II-A-44-SS'],
    [2, 'II-A-44-SL'],
    [3, 'II-A-43-SS'],
    [7, 'II-B-44-SS'],
    [19, 'ID-A-44-SS'],
    [54, 'DD-C-45-SL'],
  ])('type %i is %s', (id, code) => {
    expect(typeById(id)?.code).toBe(code);
    expect(typeByCode(code)?.id).toBe(id);
  });

  it('follows the formula of DESIGN §5 for every combination', () => {
    for (const entry of TYPE_CATALOGUE) {
      const expected =
        (ACE_TYPES.indexOf(entry.ace) * 3 + DRD2_TYPES.indexOf(entry.drd2)) * 6 +
        (DRD4_TYPES.indexOf(entry.drd4) * 2 + HTT_TYPES.indexOf(entry.htt)) +
        1;
      expect(entry.id).toBe(expected);
      expect(entry.code).toBe(`${entry.ace}-${entry.drd2}-${entry.drd4}-${entry.htt}`);
    }
  });

  it('round-trips id → code → id and genes → id', () => {
    for (let id = 1; id <= 54; id += 1) {
      const entry = typeById(id);
      expect(entry).toBeDefined();
      expect(typeByCode(entry!.code)?.id).toBe(id);
      expect(typeIdOf(entry!)).toBe(id);
    }
  });

  it('accepts codes in any case with whitespace, and rejects unknown input', () => {
    expect(typeByCode(' dd-c-45-sl ')?.id).toBe(54);
    expect(typeByCode('XX-A-44-SS')).toBeUndefined();
    expect(typeByCode('')).toBeUndefined();
    expect(typeById(0)).toBeUndefined();
    expect(typeById(55)).toBeUndefined();
    expect(typeById(1.5)).toBeUndefined();
    expect(() => typeIdOf({ ace: 'XX' as never, drd2: 'A', drd4: '44', htt: 'SS' })).toThrow(
      RangeError,
    );
  });

  it('has 9 groups of 6 in ACE × DRD2 order', () => {
    expect(TYPE_GROUPS.map((g) => g.code)).toEqual([
      'II-A',
      'II-B',
      'II-C',
      'ID-A',
      'ID-B',
      'ID-C',
      'DD-A',
      'DD-B',
      'DD-C',
    ]);
    expect(TYPE_GROUPS.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(TYPE_GROUPS.map((g) => g.name)).size).toBe(9);
    expect(TYPE_GROUPS[0]?.name).toBe('뚝심 탐구자');
    expect(TYPE_GROUPS[0]?.typeIds).toEqual([1, 2, 3, 4, 5, 6]);
    expect(TYPE_GROUPS[8]?.typeIds).toEqual([49, 50, 51, 52, 53, 54]);
    for (const group of TYPE_GROUPS) {
      expect(group.typeIds).toHaveLength(6);
      for (const id of group.typeIds) {
        expect(typeById(id)?.group).toBe(group.id);
        expect(typeById(id)?.code.startsWith(`${group.code}-`)).toBe(true);
      }
    }
    expect(groupOfType(7)?.code).toBe('II-B');
  });

  it('names the genes in Korean', () => {
    expect(GENES.map((g) => `${g.koreanName}/${g.symbol}`)).toEqual([
      '지구력/ACE',
      '애착/DRD2',
      '창의성/DRD4',
      '감정/5-HTT',
    ]);
    expect(geneByKey('htt').symbol).toBe('5-HTT');
  });
});
