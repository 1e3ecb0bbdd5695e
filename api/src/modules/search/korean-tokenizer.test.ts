import { highlightTerms, searchWords, stemKoreanWord } from '@genetype/domain/search';
import { RELATED_WEIGHT, buildQuery, closedUpQuery, indexTerms } from './korean-tokenizer.js';
import type { TermQuery } from './korean-tokenizer.js';

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
    ['끈기를', '끈기'],
    ['끈기로', '끈기'],
    ['끈기가', '끈기'],
    ['집중력이', '집중력'],
    ['모둠에서', '모둠'],
    ['거울이', '거울'],
    ['탐험가랑', '탐험가'],
    ['발표로', '발표'],
    ['거울로', '거울'],
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

describe('stemKoreanWord and es-hangul: a two-form particle is stripped only in its right form', () => {
  it.each([
    // 이 and 을 follow a final consonant, 가 and 를 a vowel; 로 follows a vowel or ㄹ.
    ['끈기이', '끈기이'],
    ['집중력가', '집중력가'],
    ['끈기을', '끈기을'],
    ['학습으로', '학습'],
  ])('%s → %s', (word, stem) => {
    expect(stemKoreanWord(word)).toBe(stem);
  });
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

  it('keeps initial consonants as typed (NFKC would turn them into conjoining jamo)', () => {
    expect(searchWords('ㅊㅇㅅ 창ㅇ')).toEqual(['ㅊㅇㅅ', '창', 'ㅇ']);
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
    expect(buildQuery('유전자 결과')).toEqual({
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: [
            { queries: ['유전자'], prefix: true },
            { combineWith: 'AND', prefix: false, queries: ['유전', '전자'] },
          ],
        },
        { queries: ['결과'], prefix: true },
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
  it('lets a word also match its related words, weighted below the word typed', () => {
    const tree = buildQuery('배려');
    expect(tree).toEqual({
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: [
            { queries: ['배려'], prefix: true },
            {
              combineWith: 'OR',
              boostTerm: expect.any(Function),
              queries: [
                { queries: ['공감'], prefix: true },
                { queries: ['존중'], prefix: true },
                { queries: ['양보'], prefix: true },
              ],
            },
          ],
        },
      ],
    });
    const related = (tree?.queries[0] as TermQuery).queries[1] as TermQuery;
    expect(related.boostTerm?.()).toBe(RELATED_WEIGHT);
  });

  it('works both ways: 끈기 stands for 지구력 and 지구력 for 끈기', () => {
    const words = (query: string) => JSON.stringify(buildQuery(query));
    expect(words('끈기')).toContain('"지구력"');
    expect(words('지구력')).toContain('"끈기"');
  });
});

describe('initial consonants', () => {
  it('stand for the stems the lookup gives, and for nothing without one', () => {
    expect(buildQuery('ㅊㅇㅅ', () => ['창의성'])).toEqual({
      combineWith: 'AND',
      queries: [{ combineWith: 'OR', prefix: false, queries: ['창의성'] }],
    });
    expect(buildQuery('ㅊㅇㅅ')).toEqual({
      combineWith: 'AND',
      queries: [{ combineWith: 'OR', prefix: false, queries: [] }],
    });
  });

  it('are not indexed as terms', () => {
    expect(indexTerms('ㅋㅋ 창의성')).toEqual(['창의성', '창의', '의성']);
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
    expect(highlightTerms('창의적인 몰입')).toEqual([
      '창의적인',
      '상상력',
      '주의력',
      '딴생각',
      '창의',
      '독창',
      '몰입',
      '집중',
    ]);
  });

  it('marks the words of the shown texts an initial-consonant query spells', () => {
    expect(highlightTerms('ㅊㅇㅅ', ['창의성은 한 가지 모양이 아니에요. 차이'])).toEqual([
      '창의성',
    ]);
  });
});
