import { resultAddress } from './search-result-item';

describe('resultAddress', () => {
  it('opens a section at its own address (issue 38), the first section at its page', () => {
    expect(resultAddress({ link: '/geneType', state: { section: 'emotion' } })).toBe(
      '/geneType/emotion',
    );
    expect(resultAddress({ link: '/learningGene', state: { section: 'research' } })).toBe(
      '/learningGene/research',
    );
    expect(resultAddress({ link: '/learningGene', state: { section: 'introduction' } })).toBe(
      '/learningGene',
    );
    expect(resultAddress({ link: '/geneType', state: { section: 'types' } })).toBe('/geneType');
  });

  it('keeps any other link as it is', () => {
    expect(resultAddress({ link: '/typeReport/7' })).toBe('/typeReport/7');
    expect(resultAddress({ link: '/geneType' })).toBe('/geneType');
    expect(resultAddress({ link: '/geneType', state: { section: 'nope' } })).toBe('/geneType');
    expect(resultAddress({ link: '/typeReport/7', state: { section: 'emotion' } })).toBe(
      '/typeReport/7',
    );
  });
});
