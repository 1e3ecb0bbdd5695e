/**
 * @jest-environment node
 */
// The API imports these entries in Node: they must load without a DOM and without pulling in
// axios, zustand or browser storage. Each forbidden module is replaced by one that throws on load.
const forbidden = ['axios', 'zustand', './storage/storage', './api/client', './stores/index'];

function loadWithForbiddenModules(entry: string): void {
  jest.isolateModules(() => {
    for (const name of forbidden) {
      jest.doMock(name, () => {
        throw new Error(`${name} must not be loaded`);
      });
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(entry);
  });
}

afterEach(() => {
  for (const name of forbidden) jest.dontMock(name);
});

describe('pure entry points', () => {
  it.each([
    './domain/index',
    './validation/index',
    './validation/en',
    './contracts/index',
    './contracts/modules',
    '@genetype/content',
    '@genetype/content/en/reports',
    './search/index',
  ])('%s loads in Node without browser modules', (entry) => {
    expect(() => loadWithForbiddenModules(entry)).not.toThrow();
  });

  it('the browser entry, by contrast, does load them', () => {
    expect(() => loadWithForbiddenModules('./index')).toThrow(/must not be loaded/);
  });
});
