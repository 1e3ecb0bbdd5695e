import { normalizeSearchText } from '../domain/search-terms.js';
import {
  choseongOf,
  endsSentence,
  isChoseongWord,
  matchesChoseong,
  searchWords,
  stemKoreanWord,
} from './korean-words.js';

describe('Korean search words (es-hangul)', () => {
  it.each([
    ['끈기를', '끈기'],
    ['끈기로', '끈기'],
    ['집중력이', '집중력'],
    ['창의성과', '창의성'],
    ['친구와', '친구'],
    ['목표로', '목표'],
    ['거울로', '거울'],
    ['학습으로', '학습'],
    ['아이들은', '아이'],
  ])('strips the particles of %s → %s', (word, stem) => {
    expect(stemKoreanWord(word)).toBe(stem);
  });

  it('strips a two-form particle only in the form es-hangul picks for the word', () => {
    expect(stemKoreanWord('끈기이')).toBe('끈기이');
    expect(stemKoreanWord('집중력를')).toBe('집중력를');
  });

  it('keeps initial consonants as members type them, through NFKC', () => {
    expect(normalizeSearchText(' ㅊㅇㅅ ')).toBe('ㅊㅇㅅ');
    expect(searchWords('ㅊㅇㅅ 창의성')).toEqual(['ㅊㅇㅅ', '창의성']);
    expect(isChoseongWord('ㅊㅇㅅ')).toBe(true);
    expect(isChoseongWord('창의성')).toBe(false);
  });

  it('matches initial consonants whole, or as the start of a word from three on', () => {
    expect(choseongOf('창의성')).toBe('ㅊㅇㅅ');
    expect(matchesChoseong('창의성', 'ㅊㅇㅅ')).toBe(true);
    expect(matchesChoseong('창의성검사', 'ㅊㅇㅅ')).toBe(true);
    expect(matchesChoseong('창의성', 'ㅊㅇ')).toBe(false);
    expect(matchesChoseong('창의', 'ㅊㅇ')).toBe(true);
  });

  it('tells a sentence-final predicate from a word to look up', () => {
    expect(endsSentence('약해요')).toBe(true);
    expect(endsSentence('어렵다')).toBe(true);
    expect(endsSentence('집중력')).toBe(false);
  });
});
