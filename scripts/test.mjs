#!/usr/bin/env node
// `npm test`: every check of DESIGN §7, in order, streaming output, ending with
//   tests: N passed, N failed
// (the steps and how they count: lib/test-steps.mjs). `npm run test:affected` runs the part of
// this that a change affects; `npm run test:smoke` one journey per module.
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import {
  apiSuites,
  browser,
  builds,
  createTally,
  formatCheck,
  inParallel,
  journeys,
  jest,
  lint,
  prometheusRules,
  scriptCheck,
  typecheckOne,
} from './lib/test-steps.mjs';
import { run } from './lib/proc.mjs';
import { APPS, PACKAGES, ROOT } from './lib/workspace.mjs';

const t = createTally();

// The checks that need no production build, two at a time (each keeps one core busy): the
// slowest first, so the last to finish is a short one. The API compiles against the domain's and
// the content's declarations, so its typecheck follows their build.
const UNIT_SUITES = [
  'shell',
  'mf-account',
  'packages/domain',
  'scripts', // the tooling's own suites (scripts/jest.config.cjs)
  'packages/platform',
  'mf-content',
  'mf-questionnaire',
  'packages/content',
  'packages/ui',
  'mf-search',
];
let librariesBuilt = false;
await t.stage('lint, format, typecheck and unit suites (two at a time)', () =>
  inParallel([
    async () => {
      const libraries = await buildAll({ targets: ['domain', 'content'] });
      for (const { name, ok } of libraries) t.check(`build ${name}`, ok);
      librariesBuilt = libraries.every(({ ok }) => ok);
      await typecheckOne(t, 'api');
    },
    () => lint(t, ['.'], { buffered: true }),
    () => formatCheck(t, ['.'], { buffered: true }),
    ...UNIT_SUITES.slice(0, 4).map((pkg) => () => jest(t, pkg, [], { buffered: true })),
    ...PACKAGES.filter((pkg) => pkg !== 'api').map((pkg) => () => typecheckOne(t, pkg)),
    ...UNIT_SUITES.slice(4).map((pkg) => () => jest(t, pkg, [], { buffered: true })),
  ]),
);

await t.stage('API suites (jest, SQLite and PostgreSQL)', () => apiSuites(t));

// ops/prometheus: the configuration and the recording and alert rules, with their unit tests.
await t.stage('Prometheus rules (promtool)', () => prometheusRules(t));

const built = await t.stage('production builds (what is stale)', () => builds(t, ['api', ...APPS]));
const browserReady = await browser(t);

await t.stage('contracts between the modules', async () => {
  if (built) await scriptCheck(t, 'contracts (check-contracts.mjs)', 'check-contracts.mjs');
  else t.fail('contracts: not checked (a build failed)');
});

await t.stage('size budgets', async () => {
  if (built && browserReady) await scriptCheck(t, 'size budgets', 'check-budgets.mjs');
  else t.fail('size budgets: not measured (a build failed or Chromium is missing)');
});

await t.stage('journeys (Playwright, Chromium)', async () => {
  if (built && browserReady && librariesBuilt) await journeys(t);
  else t.fail('journeys: not run (a build failed or Chromium is missing)');
});

// The production topology (npm run start:prod): the repo's nginx configuration passes nginx -t, and
// a short fail-over run (one API instance SIGKILLed under load, one rolling restart) loses no
// request and no acknowledged write. Needs PostgreSQL (TEST_DATABASE_URL's server) and nginx
// (installed here when missing and root); Redis is used when it answers.
await t.stage('production topology: nginx -t and fail-over (short)', async () => {
  if (!built) {
    t.fail('production topology: not run (a build failed)');
    return;
  }
  const { code, output } = await run(
    process.execPath,
    [path.join(ROOT, 'scripts', 'bench', 'failover.mjs'), '--short'],
    { cwd: ROOT, capture: true, timeoutMs: 10 * 60_000 },
  );
  t.check('nginx -t (ops/nginx/genetype.conf)', /nginx -t: ok/.test(output));
  t.check('fail-over: SIGKILL and rolling restart through nginx', code === 0);
});

t.finish();
