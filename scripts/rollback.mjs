#!/usr/bin/env node
// `npm run rollback -- <module>`: one step back, effective on the next page load. A running canary is
// stopped (everyone on stable); without one, stable returns to the previous stable version (history.jsonl).
import { bold, green } from './lib/log.mjs';
import { describeModule, main, paths } from './lib/deploy/cli.mjs';
import { rollBack, updateManifest } from './lib/deploy/manifest.mjs';
import { DeployError, assertRemoteApp } from './lib/deploy/paths.mjs';

await main(async () => {
  const app = process.argv[2];
  if (!app) throw new DeployError('Usage: npm run rollback -- <module>');
  assertRemoteApp(app);
  const event = await updateManifest(paths, { action: 'rollback', app }, (manifest, history) =>
    rollBack(manifest, app, history),
  );
  console.log(
    `${green('✔')} ${bold(app)} rolled back: ${describeModule(event.from)} → ${bold(describeModule(event.to))}`,
  );
  console.log(
    '  Members get it on their next page load; the shell and the other modules are untouched.',
  );
});
