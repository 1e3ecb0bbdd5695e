import { friendComparePath, shareCodeFrom } from './friend-code';

describe('shareCodeFrom', () => {
  it('reads a code, a short address and a full link', () => {
    expect(shareCodeFrom('Ab3_x-9Z')).toBe('Ab3_x-9Z');
    expect(shareCodeFrom('  Ab3_x-9Z \n')).toBe('Ab3_x-9Z');
    expect(shareCodeFrom('https://genetype.kr/s/Ab3_x-9Z')).toBe('Ab3_x-9Z');
    expect(shareCodeFrom('genetype.kr/s/Ab3_x-9Z/?utm=kakao')).toBe('Ab3_x-9Z');
  });

  it('refuses what names no code', () => {
    for (const input of [
      '',
      'abc',
      'https://genetype.kr/profiles/gene01',
      '/s/toolongcode1',
      '/s/a b c d e',
    ])
      expect(shareCodeFrom(input)).toBeNull();
  });

  it('opens the compare in friend mode', () => {
    expect(friendComparePath('Ab3_x-9Z')).toBe('/family/compare?friend=Ab3_x-9Z');
  });
});
