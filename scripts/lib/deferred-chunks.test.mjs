import { DEFERRED_CHUNK } from './deferred-chunks.mjs';

describe('DEFERRED_CHUNK', () => {
  it('names the shell chunks that load only after the page settled', () => {
    expect(DEFERRED_CHUNK.test('http://localhost:3000/field-metrics.2f2f5ff0.js')).toBe(true);
    expect(DEFERRED_CHUNK.test('http://localhost:8080/field-metrics-collect.0a1b2c3d.js')).toBe(
      true,
    );
    expect(DEFERRED_CHUNK.test('http://localhost:3000/web-font.0bea814d.js')).toBe(true);
  });

  it('counts every other chunk, page chunks and source maps included', () => {
    expect(DEFERRED_CHUNK.test('http://localhost:3000/main.4cb94c4c.js')).toBe(false);
    expect(DEFERRED_CHUNK.test('http://localhost:3001/page-home.4e885458.js')).toBe(false);
    expect(DEFERRED_CHUNK.test('http://localhost:3000/my-field-metrics.2f2f5ff0.js')).toBe(false);
    expect(DEFERRED_CHUNK.test('http://localhost:3000/field-metrics.2f2f5ff0.js.map')).toBe(false);
  });
});
