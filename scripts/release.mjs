#!/usr/bin/env node
// `npm run release -- <module>`: builds the module, publishes the build to its own unchanging folder
// deploy/<module>/<version>/ (version = package version + short commit id), checks it (its contracts
// with the stable versions of the other modules and the shell's build, entry reachable, shared
// singletons compatible with the current shell) and lists it in remotes.json — without
// changing who gets it. Then: `npm run rollout -- <module> <version> <percent>` (docs/runbook.md).
import path from 'node:path';
import { buildOne } from './lib/build.mjs';
import { bold, green } from './lib/log.mjs';
import {
  SITE_URL,
  distDir,
  entryUrl,
  main,
  note,
  packageVersion,
  paths,
  shortCommit,
} from './lib/deploy/cli.mjs';
import { assertReleaseContracts } from './lib/deploy/contract.mjs';
import { addVersion, readManifest, updateManifest } from './lib/deploy/manifest.mjs';
import { DeployError, assertRemoteApp } from './lib/deploy/paths.mjs';
import {
  loadShellManifest,
  publishRelease,
  verifyRelease,
  versionLabel,
} from './lib/deploy/release.mjs';

await main(async () => {
  const app = process.argv[2];
  if (!app)
    throw new DeployError(
      'Usage: npm run release -- <module>   (mf-content, mf-questionnaire, mf-account, mf-search)',
    );
  assertRemoteApp(app);
  const version = versionLabel(packageVersion(app), shortCommit());

  const build = await buildOne(app);
  if (!build.ok) throw new DeployError(`${app} did not build; nothing was published.`);

  const { dir, created } = publishRelease({ paths, app, version, sourceDir: distDir(app) });
  note(
    created
      ? `published ${path.relative(process.cwd(), dir)}/`
      : `${app}@${version} was already published (same files): checking it again`,
  );

  // Its exposes, published files and routes against what the live modules expect (contract.mjs).
  const contractNotes = await assertReleaseContracts({
    app,
    version,
    dir,
    paths,
    manifest: readManifest(paths),
    distDir,
  });
  for (const line of contractNotes) note(`contracts: ${line}`);
  note('contracts: fit the stable versions of the other modules and the shell');

  const shell = await loadShellManifest({ siteUrl: SITE_URL, shellDist: distDir('shell') });
  note(`shell singletons from ${shell.from}`);
  const entry = entryUrl(app, version);
  await verifyRelease({ app, version, dir, entryUrl: entry, shellManifest: shell.manifest });

  await updateManifest(paths, { action: 'release', app, version }, (manifest) =>
    addVersion(manifest, app, version, entry),
  );
  console.log(`\n${green('✔')} ${bold(`${app}@${version}`)} is released and checked: ${entry}`);
  console.log(`  Nobody gets it yet. Next: ${bold(`npm run rollout -- ${app} ${version} 10`)}\n`);
});
