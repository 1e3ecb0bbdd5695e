#!/usr/bin/env node
// `npm run e2e -- [playwright args]`: builds what is stale, then runs the Chromium journeys
// (all, or the files and -g filters given) against the production servers, as `npm test` does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { heading, red } from './lib/log.mjs';
import { runJourneys } from './lib/test-steps.mjs';

heading('builds (what is stale)');
const builds = await buildAll();
const failed = builds.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  console.log(red(`Build failed: ${failed.join(', ')}. No journeys run.`));
  process.exit(1);
}
await ensureChromium();

heading('journeys (Playwright, Chromium)');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-e2e-'));
const passes = await runJourneys(process.argv.slice(2), { reportDir });
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(passes.every(({ code }) => code === 0) ? 0 : 1);
