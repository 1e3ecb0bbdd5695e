import { onlyNamesTypes, typeIdsNamedBy } from './type-references.js';

describe('queries that name a type', () => {
  it.each([
    ['II-A-44-SS', [1]],
    ['  dd-c-45-sl ', [54]],
    ['ii-a-44-ss 리포트', [1]],
    ['4', [4]],
    ['4번', [4]],
    ['4 번', [4]],
    ['31번 유형', [31]],
    ['12유형', [12]],
    ['type 12', [12]],
    ['No. 7', [7]],
    ['1번과 2번', [1, 2]],
  ])('%s names %j', (query, ids) => {
    expect(typeIdsNamedBy(query)).toEqual(ids);
  });

  it.each(['4주 단위의 중간 목표', '55', '55번', '0번', '154번', 'ii-a', '창의성', 'not 4'])(
    '%s names no type',
    (query) => {
      expect(typeIdsNamedBy(query)).toEqual([]);
    },
  );

  it('tells a query that only names types from one with other words', () => {
    expect(onlyNamesTypes('II-A-44-SS')).toBe(true);
    expect(onlyNamesTypes('4번')).toBe(true);
    expect(onlyNamesTypes('type 4')).toBe(true);
    expect(onlyNamesTypes('4번 집중')).toBe(false);
    expect(onlyNamesTypes('집중')).toBe(false);
  });
});
