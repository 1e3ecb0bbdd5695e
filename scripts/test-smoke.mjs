#!/usr/bin/env node
// `npm run test:smoke`: one journey per module (the journeys tagged @smoke), on the production
// builds (what is stale is built first). Minutes, not the whole suite: a quick "does the composed
// site still work" before a push. Ends like `npm test`:  tests: N passed, N failed
import { browser, builds, createTally, journeys, scriptCheck } from './lib/test-steps.mjs';
import { APPS } from './lib/workspace.mjs';

const t = createTally();
const built = await t.stage('production builds (what is stale)', () => builds(t, ['api', ...APPS]));
const ready = await browser(t);
if (built) await scriptCheck(t, 'contracts (check-contracts.mjs)', 'check-contracts.mjs');
await t.stage('smoke journeys (@smoke)', async () => {
  if (built && ready) await journeys(t, ['--grep', '@smoke']);
  else t.fail('journeys: not run (a build failed or Chromium is missing)');
});
t.finish();
