import { highlightTerms, searchWords, stemKoreanWord } from '@genetype/shared/domain';
import { buildQuery, closedUpQuery, indexTerms } from './korean-tokenizer.js';

describe('stemKoreanWord', () => {
  it.each([
    ['창의성이', '창의성'],
    ['창의성을', '창의성'],
    ['창의적인', '창의'],
    ['예민함을', '예민'],
    ['예민한', '예민'],
    ['지구력도', '지구력'],
    ['대인관계에서', '대인관계'],
    ['아이들은', '아이'],
  ])('%s → %s', (word, stem) => {
    expect(stemKoreanWord(word)).toBe(stem);
  });

  it.each(['창의', '주의', '결과', '몰입', '배려', '목표'])(
    'keeps two-syllable words whole: %s',
    (word) => {
      expect(stemKoreanWord(word)).toBe(word);
    },
  );
});

describe('searchWords', () => {
  it('keeps codes whole, splits scripts and lower-cases', () => {
    expect(searchWords('  II-A-44-SS 유형은 44형과 5-HTT를  ')).toEqual([
      'ii-a-44-ss',
      '유형은',
      '44',
      '형과',
      '5-htt',
      '를',
    ]);
  });

  it('folds full-width letters (NFKC)', () => {
    expect(searchWords('ＡＣＥ')).toEqual(['ace']);
  });
});

describe('indexTerms', () => {
  it('indexes stems, their bigrams and the bigram across a space', () => {
    const terms = indexTerms('대인 관계를 넓히는');
    expect(terms).toEqual(expect.arrayContaining(['대인', '관계', '인관']));
  });

  it('indexes a code whole and by its parts', () => {
    expect(indexTerms('II-A-44-SS')).toEqual(['ii-a-44-ss', 'ii', 'a', '44', 'ss']);
  });
});

describe('buildQuery', () => {
  it('is null for a query with nothing searchable', () => {
    expect(buildQuery('  !? ')).toBeNull();
  });

  it('needs every word (AND); a long Korean word may also match by its bigrams', () => {
    expect(buildQuery('창의성 목표')).toEqual({
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: [
            { queries: ['창의성'], prefix: true },
            { combineWith: 'AND', prefix: false, queries: ['창의', '의성'] },
          ],
        },
        { queries: ['목표'], prefix: true },
      ],
    });
  });

  it('matches numbers exactly and codes by prefix', () => {
    expect(buildQuery('12')).toEqual({
      combineWith: 'AND',
      queries: [{ queries: ['12'], prefix: false }],
    });
    expect(buildQuery('ii-a')).toEqual({
      combineWith: 'AND',
      queries: [{ queries: ['ii-a'], prefix: true }],
    });
  });
});

describe('related words', () => {
  it('lets a recommended word match the words the content uses for it', () => {
    expect(buildQuery('배려')).toEqual({
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: [
            { queries: ['배려'], prefix: true },
            { queries: ['공감'], prefix: true },
            { queries: ['존중'], prefix: true },
            { queries: ['양보'], prefix: true },
          ],
        },
      ],
    });
  });
});

describe('closedUpQuery', () => {
  it('closes the spaces of a Korean query, or says there are none', () => {
    expect(closedUpQuery('대인 관계')).toBe('대인관계');
    expect(closedUpQuery('대인관계')).toBeNull();
    expect(closedUpQuery('ii a')).toBeNull();
  });
});

describe('highlightTerms', () => {
  it('marks each word as typed, its stem and its related words, longest first', () => {
    expect(highlightTerms('창의적인 몰입')).toEqual(['창의적인', '창의', '몰입', '집중']);
  });
});
