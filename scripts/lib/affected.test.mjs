import fs from 'node:fs';
import path from 'node:path';
import { affectedPlan, readJourneyOwners } from './affected.mjs';
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

  test('a change inside one remote: its package and the journeys that exercise it', () => {
    const plan = affectedPlan(['mf-search/src/features/popup/popup.tsx'], sample);
    expect(plan).toMatchObject({
      everything: false,
      packages: ['e2e', 'mf-search'],
      modules: ['mf-search'],
      journeys: ['route-sweep.spec.ts', 'search.spec.ts'],
    });
  });

  test("a change in the shell's page server: the shell's checks and the composer's journeys", () => {
    // The real owners' list: the journeys that read composed HTML must name the shell.
    const plan = affectedPlan(['shell/server/page-composer.ts'], owners);
    expect(plan.everything).toBe(false);
    expect(plan.packages).toEqual(['e2e', 'shell']);
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
