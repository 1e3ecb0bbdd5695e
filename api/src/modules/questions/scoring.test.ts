import type { AnswerValue } from '@genetype/domain/contracts';
import type { SectionLetter } from '@genetype/domain';
import { SECTION_LETTERS, TYPE_CATALOGUE, typeByCode } from '@genetype/domain';
import { answersForType } from './answers-for-type.js';
import { QUESTION_BANK, REPEAT_LAYOUT, SECTION_POLES } from './bank/index.js';
import type { ScoringKey } from './scoring.js';
import { checkConsistency, finalTypeOf, geneTypeOf, scoreSection } from './scoring.js';

const keysOf = (section: SectionLetter): ScoringKey[] =>
  QUESTION_BANK.filter((q) => q.section === section);

describe('the question bank', () => {
  it.each(SECTION_LETTERS)('section %s has 44 numbered questions, 4 of them repeats', (section) => {
    const keys = QUESTION_BANK.filter((q) => q.section === section);
    expect(keys.map((q) => q.number)).toEqual(Array.from({ length: 44 }, (_, i) => i + 1));
    for (const q of keys) expect(q.text.startsWith(`${q.number}. `)).toBe(true);
    const repeats = keys.filter((q) => q.repeatOf !== null);
    expect(repeats).toHaveLength(REPEAT_LAYOUT.size);
    for (const repeat of repeats) {
      const original = keys.find((q) => q.id === repeat.repeatOf);
      expect(original).toBeDefined();
      expect(original?.number).toBeLessThan(repeat.number);
      // Same wording after the number, same key.
      expect(repeat.text.replace(/^\d+\. /, '')).toBe(original?.text.replace(/^\d+\. /, ''));
      expect(repeat.pole).toBe(original?.pole);
    }
  });

  it('keys every question to a pole of its gene, weights 1–3, and has no duplicate wording among originals', () => {
    for (const q of QUESTION_BANK) {
      expect(SECTION_POLES[q.section] as readonly string[]).toContain(q.pole);
      expect([1, 2, 3]).toContain(q.weight);
    }
    const originals = QUESTION_BANK.filter((q) => q.repeatOf === null).map((q) =>
      q.text.replace(/^\d+\. /, ''),
    );
    expect(new Set(originals).size).toBe(originals.length);
  });

  it('gives every pole at least 13 scored questions', () => {
    for (const section of SECTION_LETTERS)
      for (const pole of SECTION_POLES[section]) {
        const count = keysOf(section).filter((q) => q.repeatOf === null && q.pole === pole).length;
        expect(count).toBeGreaterThanOrEqual(13);
      }
  });
});

describe('scoring', () => {
  const typesOf: Record<SectionLetter, string[]> = {
    A: ['II', 'ID', 'DD'],
    B: ['A', 'B', 'C'],
    C: ['44', '43', '45'],
    D: ['SS', 'SL'],
  };

  it.each(SECTION_LETTERS)('section %s can yield each of its gene types', (section) => {
    for (const geneType of typesOf[section]) {
      const outcome = scoreSection(
        section,
        keysOf(section),
        answersForType(section, keysOf(section), geneType),
      );
      expect(outcome.geneType).toBe(geneType);
      expect(outcome.consistency.consistent).toBe(true);
    }
  });

  it('reaches every one of the 54 types with the id of the shared catalogue', () => {
    const reached = new Set<number>();
    for (const entry of TYPE_CATALOGUE) {
      const types: Partial<Record<SectionLetter, string>> = {};
      const target = { A: entry.ace, B: entry.drd2, C: entry.drd4, D: entry.htt };
      for (const section of SECTION_LETTERS) {
        const keys = keysOf(section);
        types[section] = scoreSection(
          section,
          keys,
          answersForType(section, keys, target[section]),
        ).geneType;
      }
      const final = finalTypeOf(types);
      expect(final).toEqual({ code: entry.code, typeId: entry.id });
      expect(typeByCode(final?.code ?? '')?.id).toBe(entry.id);
      reached.add(entry.id);
    }
    expect(reached.size).toBe(54);
  });

  it('counts weighted "yes" answers per pole, and repeats not at all', () => {
    const keys: ScoringKey[] = [
      { id: 'a', number: 1, pole: 'I', weight: 3, repeatOf: null },
      { id: 'b', number: 2, pole: 'D', weight: 1, repeatOf: null },
      { id: 'c', number: 3, pole: 'I', weight: 3, repeatOf: 'a' },
    ];
    const answers = new Map<string, AnswerValue>([
      ['a', 'yes'],
      ['b', 'yes'],
      ['c', 'yes'],
    ]);
    const outcome = scoreSection('A', keys, answers);
    expect(outcome.scores).toEqual({ I: 3, D: 1 });
    expect(outcome.maxScores).toEqual({ I: 3, D: 1 });
    expect(outcome.geneType).toBe('II');
  });

  describe('ties and thresholds (docs/scoring.md)', () => {
    it('ACE: a share of exactly 60 % or 40 % endurance is the mixed type ID', () => {
      expect(geneTypeOf('A', { I: 6, D: 4 })).toBe('ID');
      expect(geneTypeOf('A', { I: 4, D: 6 })).toBe('ID');
      expect(geneTypeOf('A', { I: 61, D: 39 })).toBe('II');
      expect(geneTypeOf('A', { I: 39, D: 61 })).toBe('DD');
      expect(geneTypeOf('A', { I: 0, D: 0 })).toBe('ID');
    });
    it('DRD2 and DRD4: a tie goes to the variant first in the gene order', () => {
      expect(geneTypeOf('B', { A: 5, B: 5, C: 5 })).toBe('A');
      expect(geneTypeOf('B', { A: 1, B: 5, C: 5 })).toBe('B');
      expect(geneTypeOf('C', { '44': 2, '43': 7, '45': 7 })).toBe('43');
      expect(geneTypeOf('C', { '44': 7, '43': 2, '45': 7 })).toBe('44');
      expect(geneTypeOf('C', { '44': 1, '43': 2, '45': 7 })).toBe('45');
    });
    it('5-HTT: only a clear lead of S is SS; a tie is SL (LL merges into SL)', () => {
      expect(geneTypeOf('D', { S: 5, L: 5 })).toBe('SL');
      expect(geneTypeOf('D', { S: 6, L: 5 })).toBe('SS');
      expect(geneTypeOf('D', { S: 0, L: 9 })).toBe('SL');
    });
  });

  it('reports repeats answered differently from their original', () => {
    const keys = keysOf('B');
    const answers = answersForType('B', keys, 'C');
    const repeats = keys.filter((q) => q.repeatOf !== null);
    const flipped = repeats[1] as ScoringKey;
    answers.set(flipped.id, answers.get(flipped.id) === 'yes' ? 'no' : 'yes');
    const report = checkConsistency(keys, answers);
    const original = keys.find((q) => q.id === flipped.repeatOf);
    expect(report).toEqual({
      checked: 4,
      consistent: false,
      mismatches: [{ number: flipped.number, repeatOfNumber: original?.number }],
    });
    // An inconsistency is reported, not scored: the type does not change.
    expect(scoreSection('B', keys, answers).geneType).toBe('C');
  });
});
