import { TYPE_CATALOGUE } from './catalogue.js';
import { typeName } from './titles.js';
import { TYPE_NAME_ADJECTIVES, TYPE_NAME_NOUNS, typeNameAdjective } from './type-names.js';
import type { SixAdjectives } from './type-names.js';
import { TYPE_NAME_ADJECTIVES_EN, TYPE_NAME_NOUNS_EN } from './type-names-en.js';

/** Every pair of groups with the adjectives they share. */
function sharedByPairs(tables: readonly SixAdjectives[]) {
  const pairs: { groups: [number, number]; shared: string[] }[] = [];
  tables.forEach((a, i) =>
    tables.slice(i + 1).forEach((b, offset) => {
      const theirs = new Set(Object.values(b));
      pairs.push({
        groups: [i + 1, i + offset + 2],
        shared: Object.values(a).filter((word) => theirs.has(word)),
      });
    }),
  );
  return pairs;
}

describe.each([
  ['Korean', TYPE_NAME_ADJECTIVES, TYPE_NAME_NOUNS],
  ['English', TYPE_NAME_ADJECTIVES_EN, TYPE_NAME_NOUNS_EN],
] as const)('the type names in %s', (_language, adjectives, nouns) => {
  it('give each of the nine groups six adjectives of its own, one per subtype', () => {
    expect(adjectives).toHaveLength(9);
    expect(nouns).toHaveLength(9);
    for (const six of adjectives) {
      expect(six).toHaveLength(6);
      expect(new Set(Object.values(six)).size).toBe(6);
      for (const word of Object.values(six)) expect(word.trim()).toBe(word);
    }
  });

  it('let no two groups share more than two adjectives', () => {
    const crowded = sharedByPairs(adjectives).filter(({ shared }) => shared.length > 2);
    expect(crowded).toEqual([]);
  });

  it('name all 54 types differently', () => {
    const names = adjectives.flatMap((six, group) =>
      Object.values(six).map((word) => `${word} ${nouns[group]}`),
    );
    expect(new Set(names).size).toBe(54);
  });
});

describe('typeName', () => {
  it('is the group’s own adjective for the subtype and the group’s noun', () => {
    expect(typeName(1)).toBe('신중한 탐구자');
    expect(typeName(12)).toBe('통 큰 설계자');
    expect(typeName(37)).toBe('치밀한 도전자');
    expect(typeName(54)).toBe('거침없는 모험가');
    for (const entry of TYPE_CATALOGUE) {
      const adjective = typeNameAdjective(entry.group, `${entry.drd4}-${entry.htt}`);
      expect(typeName(entry.id)).toBe(`${adjective} ${TYPE_NAME_NOUNS[entry.group - 1]}`);
    }
  });

  it('has English beside each Korean adjective', () => {
    expect(typeNameAdjective(1, '44-SS', TYPE_NAME_ADJECTIVES_EN)).toBe('Careful');
    expect(typeNameAdjective(9, '45-SL', TYPE_NAME_ADJECTIVES_EN)).toBe('Unstoppable');
    expect(typeNameAdjective(10, '45-SL')).toBe('');
  });
});
