#!/usr/bin/env node
// `npm run e2e -- [playwright args]`: builds what is stale, then runs the Chromium journeys
// (all, or the files and -g filters given) against the production servers, as `npm test` does.
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { heading, red } from './lib/log.mjs';
import { run } from './lib/proc.mjs';
import { ROOT, bin } from './lib/workspace.mjs';

heading('builds (what is stale)');
const builds = await buildAll();
const failed = builds.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  console.log(red(`Build failed: ${failed.join(', ')}. No journeys run.`));
  process.exit(1);
}
await ensureChromium();

heading('journeys (Playwright, Chromium)');
const { code } = await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
  cwd: path.join(ROOT, 'e2e'),
});
process.exit(code ?? 1);
