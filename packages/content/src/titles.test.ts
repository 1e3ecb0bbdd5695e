import { typeReports } from './index.js';
import { TYPE_CATALOGUE, documentTitle, typeHeading, typeName } from '@genetype/domain';

describe('typeName', () => {
  it('names every type as its report does', () => {
    for (const entry of TYPE_CATALOGUE) {
      expect(typeName(entry.id)).toBe(typeReports[entry.id - 1]?.name);
    }
  });

  it('gives 54 different names and none outside the catalogue', () => {
    expect(new Set(TYPE_CATALOGUE.map((entry) => typeName(entry.id))).size).toBe(54);
    expect(typeName(31)).toBe('주의 깊은 탐험가');
    expect(typeHeading(31)).toBe('31번 주의 깊은 탐험가');
    for (const id of [0, 55, 1.5, Number.NaN]) expect(typeName(id)).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it.each([
    ['/', '진타입'],
    ['/typeReport', '유형 리포트 | 진타입'],
    ['/typeReport/31', '31번 주의 깊은 탐험가 | 진타입'],
    ['/typeReport/1/', '1번 신중한 탐구자 | 진타입'],
    ['/typeReport/54', '54번 거침없는 모험가 | 진타입'],
    ['/learningGene', '학습 유전자란? | 진타입'],
    ['/questions', '유전자 유형 검사 | 진타입'],
    ['/search', '검색 결과 | 진타입'],
    ['/typeReport/55', '페이지를 찾을 수 없어요 | 진타입'],
    ['/nope/nope', '페이지를 찾을 수 없어요 | 진타입'],
  ])('%s → %s', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });

  it('knows the stored reset-password token the shell passes', () => {
    expect(documentTitle('/abc123', 'abc123')).toBe('비밀번호 재설정 | 진타입');
    expect(documentTitle('/abc123')).toBe('페이지를 찾을 수 없어요 | 진타입');
  });
});
