// The i18n library must be one instance per page, like the stores (issue 18). Only
// `@genetype/platform` — a federation singleton — imports i18next (lazily), so it needs no share
// entry of its own: one shared, one i18next.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules } = require('@genetype/tooling/build/federation.cjs') as {
  sharedModules: Record<string, { singleton?: boolean; requiredVersion?: string }>;
};

describe('federation shared config', () => {
  it.each(['zustand', '@genetype/platform'])('%s is a singleton', (name) => {
    expect(sharedModules[name]?.singleton).toBe(true);
  });

  it('leaves i18next inside the shared singleton', () => {
    expect(sharedModules.i18next).toBeUndefined();
  });
});
