// What a change affects (`npm run test:affected`): from the files it touches to the packages whose
// lint, typecheck and unit suites run, and the journeys of the modules it touches. The modules are
// the route owners of ROUTE_TABLE (packages/domain/src/domain/routes.ts); each journey names the modules
// whose routes or parcels it exercises in e2e/journey-owners.json.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './workspace.mjs';

const OWNERS_FILE = path.join(ROOT, 'e2e', 'journey-owners.json');

/** spec file name → the modules it exercises. */
export function readJourneyOwners(file = OWNERS_FILE) {
  const { journeys } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return journeys;
}

/**
 * Files whose change can reach every page or every check: the library packages every app or the API runs (`packages/`), the
 * server behind every call (`api`), the tooling that builds and serves the site, the journeys'
 * harness, and the workspace's own configuration.
 */
const EVERYTHING = [
  /^packages\//,
  /^api\//,
  /^scripts\/(?!bench\/|bench\.mjs$|lib\/bench-)/,
  /^e2e\/(?!tests\/[^/]+\.spec\.ts$)/,
  /^ops\//,
  /^\.ci\//,
  /^(package\.json|package-lock\.json|tsconfig\.base\.json|nx\.json|lerna\.json|eslint\.config\.mjs|budgets\.json)$/,
  /^\.(prettierrc\.json|prettierignore|npmrc)$/,
];

/**
 * A journey file that exercises several modules may tag its per-module cases with the modules each
 * one exercises (`exercises(...)` in e2e/tests/support/site.ts: Playwright tags `@shell`,
 * `@mf-account`, …). Playwright's grep title is the test's title path followed by its tags.
 * Returns the `grepInvert` pattern that leaves out the tagged cases none of whose modules changed;
 * untagged tests run whenever their file does.
 * @param {string[]} modules the changed modules
 */
export function untouchedCasesPattern(modules) {
  const any = APPS.join('|');
  const changed = modules.filter((name) => APPS.includes(name)).join('|');
  return changed ? `^(?=.*@(?:${any})\\b)(?!.*@(?:${changed})\\b)` : null;
}

/** Text only: formatted, never run. */
const PROSE = /(^docs\/|\.md$)/;

/**
 * @typedef {{
 *   everything: boolean,
 *   packages: string[],
 *   modules: string[],
 *   journeys: string[],
 *   files: string[],
 *   why: string[],
 * }} AffectedPlan
 * `packages`: lint, typecheck and jest; `modules`: the route owners whose journeys run;
 * `journeys`: the spec files to run (empty: none); `files`: the changed files prettier checks.
 * With `everything`, the run is `npm test` itself.
 */

/**
 * @param {string[]} changed repository-relative paths of the changed files
 * @param {Record<string, string[]>} owners spec file → modules
 * @returns {AffectedPlan}
 */
export function affectedPlan(changed, owners) {
  const why = [];
  const broad = changed.filter((file) => EVERYTHING.some((pattern) => pattern.test(file)));
  if (broad.length > 0) {
    why.push(`${broad.slice(0, 3).join(', ')}${broad.length > 3 ? ', …' : ''}: everything`);
    return {
      everything: true,
      packages: [],
      modules: [],
      journeys: [],
      files: changed,
      why,
    };
  }
  const packages = new Set();
  const modules = new Set();
  const specs = new Set();
  for (const file of changed) {
    const top = file.split('/')[0];
    if (APPS.includes(top)) {
      packages.add(top);
      modules.add(top);
    } else if (/^e2e\/tests\/[^/]+\.spec\.ts$/.test(file)) {
      packages.add('e2e');
      specs.add(path.basename(file));
    } else if (/^scripts\//.test(file)) {
      packages.add('scripts');
    }
  }
  for (const [spec, exercised] of Object.entries(owners)) {
    if (exercised.some((module) => modules.has(module))) specs.add(spec);
  }
  if (modules.size > 0) why.push(`modules changed: ${[...modules].join(', ')}`);
  const prose = changed.filter((file) => PROSE.test(file));
  if (prose.length === changed.length && prose.length > 0) why.push('text only: format check');
  return {
    everything: false,
    packages: [...packages].sort(),
    modules: [...modules].sort(),
    journeys: [...specs].sort(),
    files: changed,
    why,
  };
}
