// Keeping a run-time-shared workspace package's version in step with its public surface
// (`npm run platform:version`, docs/decisions.md "Versioning @genetype/platform"). Each package of
// VERSIONED_PACKAGES has a committed record `<dir>/public-surface.json` — its version, the hash of
// its surface and the surface itself (the export list with each declaration) — which the command
// rewrites and a test of `npm test` compares with the code. Pure (paths come in), so jest loads it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import {
  classifyChange,
  computeSurface,
  higherBump,
  nextVersion,
  readRecord,
  recordProblems,
  singletonEntries,
  surfaceHash,
} from './package-surface.mjs';

/** Workspace folders whose package is shared at run time and versioned by its surface. */
export const VERSIONED_PACKAGES = ['packages/platform'];

export const RECORD_FILE = 'public-surface.json';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The federation's shared modules, read afresh (the config reads the package's version). */
function sharedModulesOf(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const file = require.resolve(path.join(root, 'packages', 'tooling', 'build', 'federation.cjs'));
  delete require.cache[file];
  return require(file).sharedModules;
}

/**
 * Where a package stands: its version, its record, its current surface and what a change of
 * surface since the record calls for.
 */
export function surfaceStatus(root, dir) {
  const packageDir = path.join(root, dir);
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const entries = singletonEntries(pkg, sharedModulesOf(root));
  const surface = computeSurface({ packageDir, entries });
  const recordFile = path.join(packageDir, RECORD_FILE);
  const record = readRecord(recordFile);
  const change = record
    ? classifyChange(record.entries ?? {}, surface)
    : { bump: 'none', changes: [] };
  // A hash that differs without a declaration-level change (the normalisation itself changed).
  if (record && change.bump === 'none' && record.hash !== surfaceHash(surface))
    change.bump = 'patch';
  return {
    name: pkg.name,
    version: pkg.version,
    packageDir,
    recordFile,
    record,
    surface,
    entries,
    change,
    problems: recordProblems({ record, version: pkg.version, surface }),
  };
}

/**
 * The version the package must have now: the record's, raised by what the surface change calls
 * for and by `atLeast` (a change of behaviour the types do not show); a higher version already in
 * package.json is kept. The first record starts at 1.0.0.
 */
export function plannedVersion(status, atLeast = 'none') {
  const base = status.record?.version ?? status.version;
  const bump = status.record ? higherBump(status.change.bump, atLeast) : atLeast;
  const required = nextVersion(base, bump);
  return semver.gt(status.version, required) ? status.version : required;
}

/** The workspaces (folders) of the repository, from its package.json. */
function workspaces(root) {
  return readJson(path.join(root, 'package.json')).workspaces ?? [];
}

/** Replaces `"<name>": "<from>"` by the new version in a package.json's text, keeping its layout. */
function repinText(text, name, from, to) {
  const pattern = new RegExp(
    `("${name.replace(/[/.]/g, '\\$&')}"\\s*:\\s*")${from.replace(/\./g, '\\.')}(")`,
    'g',
  );
  return text.replace(pattern, `$1${to}$2`);
}

/**
 * Writes `version` everywhere the repository states it: the package's package.json, the exact
 * pins of the workspaces that depend on it, package-lock.json (so `npm install` and `npm ci`
 * agree), and the record with the current surface. Returns the files written.
 */
export function writeVersion(root, status, version, recordText = recordJson(status, version)) {
  const written = [];
  const write = (file, text) => {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
    fs.writeFileSync(file, text);
    written.push(path.relative(root, file));
  };
  const from = status.version;
  const dir = path.relative(root, status.packageDir);
  const ownFile = path.join(status.packageDir, 'package.json');
  write(
    ownFile,
    fs.readFileSync(ownFile, 'utf8').replace(/("version"\s*:\s*")[^"]*(")/, `$1${version}$2`),
  );
  for (const workspace of workspaces(root)) {
    const file = path.join(root, workspace, 'package.json');
    if (workspace === dir || !fs.existsSync(file)) continue;
    write(file, repinText(fs.readFileSync(file, 'utf8'), status.name, from, version));
  }
  const lockFile = path.join(root, 'package-lock.json');
  if (fs.existsSync(lockFile)) {
    const lock = readJson(lockFile);
    if (lock.packages?.[dir]) lock.packages[dir].version = version;
    for (const [key, entry] of Object.entries(lock.packages ?? {})) {
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
        if (key !== dir && entry[field]?.[status.name] === from)
          entry[field][status.name] = version;
      }
    }
    write(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  }
  write(status.recordFile, recordText);
  return written;
}

/** The record of the package's current surface at `version` (JSON, as prettier writes it). */
export function recordJson(status, version) {
  const record = {
    package: status.name,
    version,
    hash: surfaceHash(status.surface),
    entries: status.surface,
  };
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** Workspaces whose pin of the package is not its version (npm would look for it in the registry). */
export function stalePins(root, name, version) {
  const stale = [];
  for (const workspace of workspaces(root)) {
    const file = path.join(root, workspace, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = readJson(file);
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const pinned = pkg[field]?.[name];
      if (pinned !== undefined && pinned !== version)
        stale.push(`${workspace} (${field}: ${pinned})`);
    }
  }
  return stale;
}
