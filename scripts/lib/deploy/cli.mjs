// What the deploy commands share: the repository's deploy paths and ports, and how a refusal is told.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bold, dim, red } from '../log.mjs';
import { API_URL, PORTS, ROOT, SITE_URL, distDir } from '../workspace.mjs';
import { DeployError, deployPaths, entryUrlFor } from './paths.mjs';

export const paths = deployPaths(ROOT);
export { API_URL, PORTS, ROOT, SITE_URL, distDir };

export const entryUrl = (app, version) => entryUrlFor(app, version, { port: PORTS[app] });

export function packageVersion(app) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;
}

export function shortCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new DeployError(
      'The release version needs a commit id, and `git rev-parse HEAD` failed: release from a git checkout.',
    );
  }
}

export function describeModule(module) {
  const canary = module.canary
    ? `, canary ${module.canary.version} at ${module.canary.percent} %`
    : '';
  return `stable ${module.stable}${canary}`;
}

/** Runs a command's main; a DeployError is a refusal told in one paragraph, anything else a bug. */
export async function main(fn) {
  try {
    await fn();
  } catch (error) {
    if (error instanceof DeployError) {
      console.error(`\n${red(bold('✘'))} ${red(error.message)}\n`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

export const note = (text) => console.log(dim(text));
