#!/usr/bin/env node
// `npm run test:affected [-- --base <ref>]`: only what a change affects (lib/affected.mjs). The change
// is everything since the branch left <ref> (default: main) plus what is not committed yet. A change
// inside one module runs its lint, typecheck and unit suites, the journeys of the routes it owns
// (e2e/journey-owners.json) and the contract tests; a change in `shared`,
// `api`, the tooling or the workspace's configuration runs `npm test` whole. Ends like `npm test`:
//   tests: N passed, N failed
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { affectedPlan, readJourneyOwners, untouchedCasesPattern } from './lib/affected.mjs';
import { bold, dim } from './lib/log.mjs';
import { run } from './lib/proc.mjs';
import {
  browser,
  builds,
  createTally,
  formatCheck,
  inParallel,
  jest,
  journeys,
  lint,
  scriptCheck,
  typecheckOne,
} from './lib/test-steps.mjs';
import { APPS, ROOT } from './lib/workspace.mjs';

/** The tooling's suites that check what one module's release may rely on from the others. */
const CONTRACT_SUITES = 'lib/(deploy/(contract|compatibility|manifest)|package-surface)[.]test';

const baseFlag = process.argv.indexOf('--base');
const base = baseFlag > 0 ? process.argv[baseFlag + 1] : 'main';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const lines = (text) => text.split('\n').filter(Boolean);

let mergeBase;
try {
  mergeBase = git('merge-base', base, 'HEAD').trim();
} catch {
  console.error(`No common commit with "${base}": name the base with --base <ref>.`);
  process.exit(2);
}
const changed = [
  ...new Set([
    ...lines(git('diff', '--name-only', mergeBase)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ]),
];

const plan = affectedPlan(changed, readJourneyOwners());
console.log(bold(`Changed since ${base} (${mergeBase.slice(0, 7)}): ${changed.length} file(s)`));
for (const reason of plan.why) console.log(dim(`  ${reason}`));

if (plan.everything) {
  console.log(bold('This change reaches every module: running npm test.'));
  const { code } = await run(process.execPath, [path.join(ROOT, 'scripts', 'test.mjs')], {
    cwd: ROOT,
  });
  process.exit(code ?? 1);
}

const t = createTally();
if (changed.length === 0) {
  console.log('Nothing changed: nothing to test.');
  t.finish();
}

// Deleted files are gone: the tools check what is there.
const present = changed.filter((file) => fs.existsSync(path.join(ROOT, file)));

const { packages } = plan;
const typed = packages.filter((pkg) => pkg !== 'scripts');
// Two at a time, as in npm test: each of these keeps one core busy.
await t.stage('format, lint, typecheck and unit suites (two at a time)', () =>
  inParallel([
    ...(packages.length > 0 ? [() => lint(t, packages, { buffered: true })] : []),
    ...typed
      .filter((pkg) => pkg !== 'e2e')
      .map((pkg) => () => jest(t, pkg, [], { buffered: true })),
    ...typed.map((pkg) => () => typecheckOne(t, pkg)),
    // The contract tests between the modules (the deploy checks and the platform's surface):
    // always. The rest of the tooling's suites only when the tooling changed.
    () =>
      jest(
        t,
        'scripts',
        packages.includes('scripts') ? [] : ['--testPathPatterns', CONTRACT_SUITES],
        { buffered: true },
      ),
    ...(present.length > 0 ? [() => formatCheck(t, present, { buffered: true })] : []),
  ]),
);

if (plan.journeys.length > 0) {
  const built = await t.stage('production builds (what is stale)', () =>
    builds(t, ['api', ...APPS]),
  );
  const ready = await browser(t);
  if (built) await scriptCheck(t, 'contracts (check-contracts.mjs)', 'check-contracts.mjs');
  await t.stage(`journeys of ${plan.modules.join(', ') || 'the changed files'}`, async () => {
    if (!built || !ready) {
      t.fail('journeys: not run (a build failed or Chromium is missing)');
      return;
    }
    // The route sweep visits the routes the changed modules own; other files leave out their
    // per-module cases for modules the change does not touch.
    const env =
      plan.modules.length > 0
        ? {
            SWEEP_OWNERS: plan.modules.join(','),
            JOURNEY_GREP_INVERT: untouchedCasesPattern(plan.modules),
          }
        : {};
    console.log(dim(`  ${plan.journeys.join(' ')}`));
    await journeys(
      t,
      plan.journeys.map((spec) => `tests/${spec}`),
      env,
    );
  });
}

t.finish();
