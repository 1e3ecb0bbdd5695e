import { GENES } from '@genetype/domain';
import { STUDY_PAIRINGS, VARIANT_ORDER, pairingNote } from './study-pairings';

describe('the study-together notes', () => {
  it('has a note in Korean and English for every pairing of every gene, and nothing else', () => {
    for (const gene of GENES) {
      const order = VARIANT_ORDER[gene.key];
      expect([...order].sort()).toEqual([...gene.variants].sort());
      const keys = order.flatMap((x, i) => order.slice(i).map((y) => `${x}+${y}`));
      expect(Object.keys(STUDY_PAIRINGS[gene.key]).sort()).toEqual(keys.sort());
      for (const key of keys) {
        const note = STUDY_PAIRINGS[gene.key][key]!;
        const [x, y] = key.split('+');
        for (const text of [note.ko, note.en]) {
          expect(text.length).toBeGreaterThan(20);
          // A pairing of two variants names both people; one variant speaks to both at once.
          const names = x === y ? [] : ['{{a}}', '{{b}}'];
          for (const name of ['{{a}}', '{{b}}'])
            expect(text.includes(name)).toBe(names.includes(name));
        }
      }
    }
  });

  it('puts each name where its variant is meant, whichever order the people come in', () => {
    const me = { name: '하늘', variant: 'DD' };
    const friend = { name: '민지', variant: 'II' };
    const note = pairingNote('ace', me, friend, 'ko');
    expect(note).toBe(pairingNote('ace', friend, me, 'ko'));
    expect(note).toMatch(/^민지님은 길게, 하늘님은 짧고 굵게/);
    expect(
      pairingNote('htt', { name: 'A', variant: 'SL' }, { name: 'B', variant: 'SL' }, 'en'),
    ).toMatch(/^You both handle pressure well/);
  });
});
