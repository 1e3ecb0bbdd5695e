#!/usr/bin/env node
// `node scripts/check-contracts.mjs`: the current builds (each app's dist/) checked against each
// other — the contracts of packages/domain/src/contracts/modules.ts (exposes and who mounts them, the files
// published for the shell and the page composer, route ownership) and the shared singletons every
// remote requires from the shell's build. Lists every problem and exits 1 when there is one.
// `npm run release` runs the same check against the stable versions (scripts/lib/deploy/contract.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { bold, dim, green, red } from './lib/log.mjs';
import { checkAllContracts } from './lib/deploy/contract.mjs';
import { DeployError } from './lib/deploy/paths.mjs';
import { compatibilityProblems } from './lib/deploy/release.mjs';
import { REMOTES, distDir } from './lib/workspace.mjs';

const started = Date.now();
const folder = (app) => ({ app, dir: distDir(app), label: `${app} (${app}/dist)` });

try {
  const { problems, notes } = await checkAllContracts({
    remotes: REMOTES.map(folder),
    shell: folder('shell'),
  });
  const shellManifest = path.join(distDir('shell'), 'mf-manifest.json');
  if (fs.existsSync(shellManifest)) {
    const shell = JSON.parse(fs.readFileSync(shellManifest, 'utf8'));
    for (const app of REMOTES) {
      const file = path.join(distDir(app), 'mf-manifest.json');
      if (!fs.existsSync(file)) continue;
      const remote = JSON.parse(fs.readFileSync(file, 'utf8'));
      problems.push(
        ...compatibilityProblems(remote, shell).map(
          (problem) => `${app} (${app}/dist): ${problem}`,
        ),
      );
    }
  }
  for (const note of notes) console.log(dim(`note: ${note}`));
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (problems.length > 0) {
    console.error(red(bold(`✘ ${problems.length} contract problem(s) between the builds:`)));
    for (const problem of problems) console.error(red(`  - ${problem}`));
    process.exitCode = 1;
  } else {
    console.log(
      green(`✔ contracts: the shell and ${REMOTES.length} remotes' builds fit (${took})`),
    );
  }
} catch (error) {
  console.error(red(error instanceof DeployError ? error.message : (error.stack ?? error)));
  process.exitCode = 1;
}
