import { mainAction } from './main-action.js';
import { progressPercent } from './progress.js';
import {
  SECTIONS,
  geneForSection,
  resultTypeForSection,
  sectionForGene,
  sectionLetter,
} from './sections.js';

describe('sections', () => {
  it('maps A–D to endurance, attachment, creativity, emotion', () => {
    expect(SECTIONS.map((s) => [s.letter, s.gene, s.koreanName])).toEqual([
      ['A', 'ace', '지구력'],
      ['B', 'drd2', '애착'],
      ['C', 'drd4', '창의성'],
      ['D', 'htt', '감정'],
    ]);
    expect(SECTIONS.map((s) => s.englishName)).toEqual([
      'Endurance',
      'Attachment',
      'Creativity',
      'Emotion',
    ]);
    expect(geneForSection('C')).toBe('drd4');
    expect(sectionForGene('htt')).toBe('D');
  });

  it('gives the section letter after submit (0 → A … 3 → D)', () => {
    expect([0, 1, 2, 3].map(sectionLetter)).toEqual(['A', 'B', 'C', 'D']);
    expect(sectionLetter(4)).toBeUndefined();
  });

  it('gives the result letter for a user section', () => {
    expect([1, 2, 3, 4, 0, undefined].map(resultTypeForSection)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'D',
      'D',
    ]);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 0, 0],
    [0, 1, 6.25],
    [0, 3, 18.75],
    [1, 0, 25],
    [2, 2, 62.5],
    [3, 0, 75],
    [3, 4, 100],
    [4, 0, 100],
    [4, 3, 100],
    [-1, 0, 0],
    [Number.NaN, 2, 12.5],
  ])('%s sections + %s pages → %s%%', (sections, pages, expected) => {
    expect(progressPercent(sections, pages)).toBe(expected);
  });
});

describe('mainAction (spec §2)', () => {
  it('starts the test for visitors and section 0', () => {
    expect(mainAction(null)).toMatchObject({ label: '검사시작', to: '/questions' });
    expect(mainAction(undefined)).toMatchObject({ label: '검사시작', to: '/questions' });
    expect(mainAction({ section: 0 })).toMatchObject({ label: '검사시작', to: '/questions' });
  });

  it.each([
    [1, '/result?type=A'],
    [2, '/result?type=B'],
    [3, '/result?type=C'],
  ])('checks the interim result at section %i', (section, to) => {
    expect(mainAction({ section })).toMatchObject({ label: '중간 검사확인', to });
  });

  it('shows results at section 4', () => {
    expect(mainAction({ section: 4, finishTest: true })).toMatchObject({
      label: '결과 보기',
      to: '/thank-you',
    });
    expect(mainAction({ section: 4, finishTest: false })).toMatchObject({
      label: '결과 보기',
      to: '/result?type=D',
    });
    expect(mainAction({ section: 4 })).toMatchObject({ label: '결과 보기', to: '/result?type=D' });
  });

  it('starts the test otherwise', () => {
    expect(mainAction({})).toMatchObject({ label: '검사시작', to: '/questions' });
    expect(mainAction({ section: 5 })).toMatchObject({ label: '검사시작', to: '/questions' });
    expect(mainAction({ section: -1, finishTest: true })).toMatchObject({
      label: '검사시작',
      to: '/questions',
    });
  });
});
