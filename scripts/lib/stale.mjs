// "Is this build stale?" — a hash of everything a package's build reads (its sources and
// configs, `shared`'s sources and build config, the lockfile), compared with the stamp
// written into its dist after the last successful build. Content hashes, not mtimes:
// a fresh clone has new mtimes but needs no rebuild if a stamp matches.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, distDir } from './workspace.mjs';

const STAMP = '.build-stamp.json';
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.git',
]);
// Tests are never part of a build; editing one must not force a rebuild.
const SKIP_FILE = /\.test\.[cm]?[jt]sx?$|\.snap$/;

const sharedInputs = [
  'shared/src',
  'shared/package.json',
  'shared/tsconfig.json',
  'shared/tsconfig.build.json',
];
const common = ['tsconfig.base.json', 'package-lock.json'];

/** @typedef {{ name: string, dist: string, output: string, inputs: string[], env?: string[] }} Target */

/** @type {Record<string, Target>} */
export const TARGETS = {
  shared: {
    name: 'shared',
    dist: distDir('shared'),
    output: 'index.js',
    inputs: [...sharedInputs, ...common],
  },
  api: {
    name: 'api',
    dist: distDir('api'),
    output: 'server.js',
    inputs: [
      'api/src',
      'api/package.json',
      'api/tsconfig.json',
      'api/tsconfig.build.json',
      ...sharedInputs,
      ...common,
    ],
  },
  ...Object.fromEntries(
    APPS.map((app) => [
      app,
      {
        name: app,
        dist: distDir(app),
        output: 'index.html',
        inputs: [app, ...sharedInputs, 'shared/build', 'shared/styles', ...common],
      },
    ]),
  ),
};

function walk(absolute, files) {
  let stats;
  try {
    stats = fs.statSync(absolute);
  } catch {
    return;
  }
  if (stats.isDirectory()) {
    for (const entry of fs.readdirSync(absolute)) {
      if (SKIP_DIRS.has(entry) || entry.startsWith('.')) continue;
      walk(path.join(absolute, entry), files);
    }
  } else if (stats.isFile() && !SKIP_FILE.test(absolute)) {
    files.push(absolute);
  }
}

/** @param {Target} target */
export function inputHash(target) {
  const files = [];
  for (const input of target.inputs) walk(path.join(ROOT, input), files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of [...new Set(files)]) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  for (const name of target.env ?? []) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** @param {Target} target */
export function readStamp(target) {
  try {
    return JSON.parse(fs.readFileSync(path.join(target.dist, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/** @param {Target} target */
export function isFresh(target, hash = inputHash(target)) {
  const stamp = readStamp(target);
  return Boolean(
    stamp && stamp.hash === hash && fs.existsSync(path.join(target.dist, target.output)),
  );
}

/** @param {Target} target */
export function writeStamp(target, hash) {
  fs.mkdirSync(target.dist, { recursive: true });
  fs.writeFileSync(
    path.join(target.dist, STAMP),
    `${JSON.stringify({ hash, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

/** @param {Target} target */
export function removeStamp(target) {
  fs.rmSync(path.join(target.dist, STAMP), { force: true });
}
