import { stemKoreanWord } from './korean-words.js';
import { RELATED_WORD_GROUPS, relatedWords } from './related-words.js';

describe('related words', () => {
  const words = [...new Set(RELATED_WORD_GROUPS.flat())];

  it('are symmetric: when a finds b, b finds a', () => {
    for (const word of words) {
      for (const other of relatedWords(word)) {
        expect([other, relatedWords(other)]).toEqual([
          other,
          expect.arrayContaining([stemKoreanWord(word)]),
        ]);
      }
    }
  });

  it('are found from every word of the table, as written and as its stem', () => {
    for (const word of words) {
      expect([word, relatedWords(word).length]).not.toEqual([word, 0]);
      expect(relatedWords(word)).toEqual(relatedWords(stemKoreanWord(word)));
    }
  });

  it.each([
    ['끈기를', '지구력'],
    ['지구력이', '끈기'],
    ['모둠', '팀'],
    ['팀', '모둠'],
    ['모둠에서', '조별'],
    ['거울', '본보기'],
    ['집중력이', '몰입'],
    ['몰입', '집중'],
    ['인내심', '끈기'],
  ])('%s also finds %s', (word, related) => {
    expect(relatedWords(word)).toContain(related);
  });

  it('leaves most words alone', () => {
    expect(relatedWords('유전자')).toEqual([]);
  });
});
