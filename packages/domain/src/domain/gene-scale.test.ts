import { geneScale, wholePercents } from './gene-scale.js';

describe('wholePercents', () => {
  it('adds up to 100 by the largest remainders', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([2, 1])).toEqual([67, 33]);
    expect(wholePercents([10, 0, 0])).toEqual([100, 0, 0]);
  });

  it('gives equal shares when nothing was answered yes', () => {
    expect(wholePercents([0, 0])).toEqual([50, 50]);
    expect(wholePercents([0, 0, 0])).toEqual([34, 33, 33]);
  });
});

describe('geneScale', () => {
  it('places an ACE result on the I–D line, inside its own type zone', () => {
    const scale = geneScale({ section: 'A', geneType: 'II', scores: { I: 28, D: 12 } });
    expect(scale.gene).toBe('ace');
    expect(scale.position).toBe(70);
    expect(scale.poles).toEqual([
      { pole: 'I', score: 28, percent: 70 },
      { pole: 'D', score: 12, percent: 30 },
    ]);
    const zone = scale.zones?.find((z) => z.geneType === 'II');
    expect(zone && scale.position! > zone.from && scale.position! <= zone.to).toBe(true);
  });

  it('puts an even ACE share, and no yes at all, in the middle (ID)', () => {
    expect(geneScale({ section: 'A', geneType: 'ID', scores: { I: 0, D: 0 } }).position).toBe(50);
    expect(geneScale({ section: 'A', geneType: 'ID', scores: { I: 5, D: 5 } }).position).toBe(50);
  });

  it('gives the three-pole genes shares and no line position', () => {
    const scale = geneScale({
      section: 'C',
      geneType: '43',
      scores: { '44': 3, '43': 9, '45': 6 },
    });
    expect(scale.gene).toBe('drd4');
    expect(scale.position).toBeNull();
    expect(scale.zones).toBeNull();
    expect(scale.poles.map((p) => [p.pole, p.percent])).toEqual([
      ['44', 17],
      ['43', 50],
      ['45', 33],
    ]);
  });

  it('reads a missing pole as 0 and keeps the gene order', () => {
    const scale = geneScale({ section: 'D', geneType: 'SS', scores: { S: 9 } });
    expect(scale.poles.map((p) => p.pole)).toEqual(['S', 'L']);
    expect(scale.position).toBe(100);
  });
});
