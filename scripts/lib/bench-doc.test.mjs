import { keepOtherSections } from './bench-doc.mjs';

const previous = `# Benchmarks

old head

## Bytes

old bytes

### Files

- a.js

## Scale

scale figures

## Written by hand

a record
`;

describe('keepOtherSections', () => {
  it('keeps the sections the new text does not write, after it, subsections and all', () => {
    const next = '# Benchmarks\n\nnew head\n\n## Bytes\n\nnew bytes\n';
    const out = keepOtherSections(previous, next);
    expect(out).toBe(
      '# Benchmarks\n\nnew head\n\n## Bytes\n\nnew bytes\n\n## Scale\n\nscale figures\n\n## Written by hand\n\na record\n',
    );
    expect(out).not.toContain('old bytes');
    expect(out).not.toContain('a.js');
  });

  it('returns the new text unchanged when it writes every section or there was no doc', () => {
    const next = '# B\n\n## Bytes\n\nx\n\n## Scale\n\ny\n\n## Written by hand\n\nz\n';
    expect(keepOtherSections(previous, next)).toBe(next);
    expect(keepOtherSections('', next)).toBe(next);
  });
});
