import { correctKoreanWord, jamoOf, knownWords, oneJamoApart } from './korean-typos.js';

describe('Korean typos, compared jamo by jamo', () => {
  it('spells a word as its jamo', () => {
    expect(jamoOf('지구력')).toBe('ㅈㅣㄱㅜㄹㅕㄱ');
  });

  it('tells one jamo apart from a whole syllable apart', () => {
    expect(oneJamoApart('지구럭', '지구력')).toBe(true); // ㅓ/ㅕ
    expect(oneJamoApart('창의셩', '창의성')).toBe(true); // ㅓ/ㅕ
    expect(oneJamoApart('세로토닝', '세로토닌')).toBe(true); // ㄴ/ㅇ
    expect(oneJamoApart('몰입', '모립')).toBe(true); // ㅇ dropped, as 몰입 is pronounced
    expect(oneJamoApart('몰입', '멀읍')).toBe(false); // two vowels
    expect(oneJamoApart('지구탁', '지구력')).toBe(false);
    expect(oneJamoApart('지구력', '지구력')).toBe(false);
  });

  const known = knownWords(
    new Map([
      ['지구력', 12],
      ['지구', 1],
      ['창의성', 9],
      ['가', 3],
    ]),
  );

  it('corrects to the known word one jamo away', () => {
    expect(correctKoreanWord('지구럭', known)).toBe('지구력');
    expect(correctKoreanWord('창의셩', known)).toBe('창의성');
  });

  it('corrects nothing that is known, too far, too short or not Korean', () => {
    expect(correctKoreanWord('지구력', known)).toBeNull();
    expect(correctKoreanWord('양자역학', known)).toBeNull();
    expect(correctKoreanWord('갸', known)).toBeNull();
    expect(correctKoreanWord('focus', known)).toBeNull();
  });

  it('prefers the word more pages have', () => {
    const both = knownWords(
      new Map([
        ['공부', 40],
        ['공푸', 1],
      ]),
    );
    expect(correctKoreanWord('공뷰', both)).toBe('공부');
  });
});
