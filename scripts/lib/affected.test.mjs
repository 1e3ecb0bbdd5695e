import fs from 'node:fs';
import path from 'node:path';
import { affectedPlan, readJourneyOwners, untouchedCasesPattern } from './affected.mjs';
import { APPS, ROOT } from './workspace.mjs';

const owners = readJourneyOwners();

describe('e2e/journey-owners.json', () => {
  test('lists every journey, and only journeys that exist', () => {
    const specs = fs
      .readdirSync(path.join(ROOT, 'e2e', 'tests'))
      .filter((file) => file.endsWith('.spec.ts'))
      .sort();
    expect(Object.keys(owners).sort()).toEqual(specs);
  });

  test('names only modules of the route table, at least one per journey', () => {
    for (const [spec, modules] of Object.entries(owners)) {
      expect({ spec, unknown: modules.filter((name) => !APPS.includes(name)) }).toEqual({
        spec,
        unknown: [],
      });
      expect(modules.length).toBeGreaterThan(0);
    }
  });
});

describe('affectedPlan', () => {
  const sample = {
    'search.spec.ts': ['shell', 'mf-search'],
    'content.spec.ts': ['mf-content'],
    'route-sweep.spec.ts': [...APPS],
  };

  test("a change inside one remote: its package (not the journeys' own) and the journeys that exercise it", () => {
    const plan = affectedPlan(['mf-search/src/features/popup/popup.tsx'], sample);
    expect(plan).toMatchObject({
      everything: false,
      packages: ['mf-search'],
      modules: ['mf-search'],
      journeys: ['route-sweep.spec.ts', 'search.spec.ts'],
    });
  });

  test("a change in the shell's page server: the shell's checks and the composer's journeys", () => {
    // The real owners' list: the journeys that read composed HTML must name the shell.
    const plan = affectedPlan(['shell/server/page-composer.ts'], owners);
    expect(plan.everything).toBe(false);
    expect(plan.packages).toEqual(['shell']);
    expect(plan.journeys).toEqual(
      expect.arrayContaining(['page-html.spec.ts', 'prerender.spec.ts', 'serving.spec.ts']),
    );
  });

  test('shared, the API, the tooling and the workspace configuration reach everything', () => {
    for (const file of [
      'packages/domain/src/domain/routes.ts',
      'api/src/app.ts',
      'scripts/lib/serve.mjs',
      'e2e/tests/support/site.ts',
      'e2e/playwright.config.ts',
      'package-lock.json',
      'eslint.config.mjs',
    ]) {
      expect({ file, everything: affectedPlan([file], sample).everything }).toEqual({
        file,
        everything: true,
      });
    }
  });

  test('a journey alone runs that journey; the benches only the tooling suites', () => {
    expect(affectedPlan(['e2e/tests/content.spec.ts'], sample)).toMatchObject({
      everything: false,
      packages: ['e2e'],
      journeys: ['content.spec.ts'],
    });
    expect(affectedPlan(['scripts/bench/search.mjs'], sample)).toMatchObject({
      everything: false,
      packages: ['scripts'],
      journeys: [],
    });
  });

  test('text only: nothing runs but the format check', () => {
    const plan = affectedPlan(['docs/runbook.md', 'README.md'], sample);
    expect(plan).toMatchObject({ everything: false, packages: [], journeys: [] });
    expect(plan.files).toEqual(['docs/runbook.md', 'README.md']);
  });
});

describe('untouchedCasesPattern', () => {
  // Playwright's grep title: the title path, then the tags (scripts/lib/affected.mjs).
  const title = (name, ...tags) => ['remote-failures.spec.ts', name, ...tags].join(' ');
  const leftOut = (modules, grepTitle) =>
    new RegExp(untouchedCasesPattern(modules)).test(grepTitle);

  test('leaves out the cases of modules the change does not touch, never an untagged test', () => {
    const search = title('mf-search failing › refused', '@shell', '@mf-search', '@mf-content');
    const account = title('mf-account failing › refused', '@shell', '@mf-account', '@mf-search');
    expect(leftOut(['mf-account'], search)).toBe(true);
    expect(leftOut(['mf-account'], account)).toBe(false);
    expect(leftOut(['mf-search'], account)).toBe(false);
    expect(leftOut(['shell'], search)).toBe(false);
    expect(leftOut(['mf-account'], title('a test without tags'))).toBe(false);
    // A module named in a title, not tagged, does not count.
    expect(leftOut(['mf-account'], title('mf-account failing', '@mf-search'))).toBe(true);
  });

  test('one tag is not mistaken for another that starts the same', () => {
    expect(leftOut(['mf-content'], title('x', '@mf-contents'))).toBe(false);
  });

  test('no changed module: nothing to leave out', () => {
    expect(untouchedCasesPattern([])).toBeNull();
  });
});
