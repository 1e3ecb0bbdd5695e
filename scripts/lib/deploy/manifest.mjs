// The rollout manifest (remotes.json) as data: read, change, write atomically under a lock, and
// append every change to history.jsonl. The shell reads the same file (shell/src/federation).
//   { "<module>": { "stable": "<version>", "canary": { "version", "percent" } | null,
//                   "versions": { "<version>": "<entry URL>" } } }
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { DeployError, REMOTE_APPS, assertRemoteApp, assertVersion } from './paths.mjs';

const COMMENT =
  'Written by npm run release / rollout / rollback (docs/runbook.md). Every change is in history.jsonl; edit by hand only in an emergency.';

/**
 * Runs `fn` while holding `<file>.lock` (proper-lockfile), so two releases or rollouts started at
 * the same moment (two teams, two terminals, two CI jobs) apply one after the other instead of
 * losing a change. The holder refreshes the lock; one whose owner died goes stale after 10 s and is
 * taken over. Waits up to about `timeoutMs` for another holder.
 * @template T
 * @param {string} file
 * @param {() => Promise<T> | T} fn
 * @returns {Promise<T>}
 */
export async function withFileLock(file, fn, { timeoutMs = 15000 } = {}) {
  let release;
  try {
    release = await lockfile.lock(file, {
      realpath: false,
      retries: {
        retries: Math.ceil(timeoutMs / 200),
        minTimeout: 20,
        maxTimeout: 200,
        randomize: true,
      },
    });
  } catch (error) {
    if (error.code !== 'ELOCKED') throw error;
    throw new DeployError(
      `${file}.lock is held by another release or rollout. Wait for it to finish; if none is running, delete it.`,
    );
  }
  try {
    return await fn();
  } finally {
    await release();
  }
}

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads either form (the first { entry, version } one too) into the rollout form. */
export function normalizeManifest(json) {
  if (!isRecord(json))
    throw new DeployError('remotes.json must be an object keyed by module name.');
  const manifest = { $comment: COMMENT };
  for (const app of REMOTE_APPS) {
    const value = json[app];
    if (!isRecord(value)) throw new DeployError(`remotes.json has no valid "${app}" entry.`);
    if (!('stable' in value) && typeof value.entry === 'string') {
      manifest[app] = {
        stable: value.version,
        canary: null,
        versions: { [value.version]: value.entry },
      };
      continue;
    }
    if (
      !isRecord(value.versions) ||
      typeof value.stable !== 'string' ||
      !value.versions[value.stable]
    ) {
      throw new DeployError(`remotes.json "${app}" must list its stable version in "versions".`);
    }
    const canary = isRecord(value.canary)
      ? { version: value.canary.version, percent: value.canary.percent }
      : null;
    manifest[app] = { stable: value.stable, canary, versions: { ...value.versions } };
  }
  return manifest;
}

/** Lists a published, checked version so it can be rolled out or pinned. */
export function addVersion(manifest, app, version, entry) {
  assertRemoteApp(app);
  assertVersion(version);
  const module = manifest[app];
  const known = module.versions[version];
  if (known && known !== entry) {
    throw new DeployError(
      `${app}@${version} is already listed with another entry (${known}); versions never change.`,
    );
  }
  module.versions[version] = entry;
  return manifest;
}

/**
 * Sends `percent` of members to `version`. 100 promotes it: it becomes the stable version and the
 * canary is cleared (the previous stable stays in history for `rollback`).
 */
export function setRollout(manifest, app, version, percent) {
  assertRemoteApp(app);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new DeployError(`The percentage must be a whole number from 0 to 100, got ${percent}.`);
  }
  const module = manifest[app];
  if (!module.versions[version]) {
    const listed = Object.keys(module.versions).join(', ');
    throw new DeployError(
      `${app}@${version} is not a published, checked release (known: ${listed}). Run \`npm run release -- ${app}\` first.`,
    );
  }
  if (percent === 100) {
    module.stable = version;
    module.canary = null;
  } else if (version === module.stable) {
    throw new DeployError(`${app}@${version} is already the stable version.`);
  } else {
    module.canary = { version, percent };
  }
  return manifest;
}

/** The stable versions an app had before its current one, newest last, from its history. */
export function previousStables(history, app) {
  const stack = [];
  for (const event of history) {
    if (event.app !== app || !event.from || !event.to || event.from.stable === event.to.stable)
      continue;
    if (event.action === 'rollback') stack.pop();
    else stack.push(event.from.stable);
  }
  return stack;
}

/**
 * One step back: a running canary is stopped (everyone on stable); otherwise the stable version
 * returns to the one before it.
 */
export function rollBack(manifest, app, history) {
  assertRemoteApp(app);
  const module = manifest[app];
  if (module.canary) {
    module.canary = null;
    return manifest;
  }
  const previous = previousStables(history, app).at(-1);
  if (!previous)
    throw new DeployError(`${app} has no canary and no earlier stable version to roll back to.`);
  if (!module.versions[previous])
    throw new DeployError(`${app}@${previous} is no longer listed in remotes.json.`);
  module.stable = previous;
  return manifest;
}

export function readJsonFile(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The manifest in force: the deploy root's, or — before anything was released — the fresh-clone seed. */
export function readManifest(paths) {
  const file = fs.existsSync(paths.manifest) ? paths.manifest : paths.seed;
  try {
    return normalizeManifest(readJsonFile(file));
  } catch (error) {
    if (error instanceof DeployError) throw new DeployError(`${file}: ${error.message}`);
    throw new DeployError(`${file} could not be read: ${error.message}`);
  }
}

export function readHistory(paths) {
  if (!fs.existsSync(paths.history)) return [];
  return fs
    .readFileSync(paths.history, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** Writes a file so that a reader sees the old or the new content, never half of it. */
export function writeFileAtomic(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
}

const snapshot = (module) => ({
  stable: module.stable,
  canary: module.canary ? { ...module.canary } : null,
});

/**
 * Applies one change under the lock: reads the manifest in force, lets `change(manifest, history)`
 * edit it (it may be async; it may throw to change nothing), writes it (write then rename) and appends
 * `{ at, action, app, version?, percent?, progressive?, from, to }` to history.jsonl (`progressive`:
 * a progressive rollout's step and verdict, progressive.mjs). Returns the history event.
 */
export async function updateManifest(
  paths,
  { action, app, version, percent, progressive },
  change,
  { now = () => new Date() } = {},
) {
  fs.mkdirSync(paths.root, { recursive: true });
  return withFileLock(paths.manifest, async () => {
    const manifest = readManifest(paths);
    const history = readHistory(paths);
    const from = snapshot(manifest[app]);
    await change(manifest, history);
    const to = snapshot(manifest[app]);
    writeFileAtomic(paths.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    const event = {
      at: now().toISOString(),
      action,
      app,
      ...(version ? { version } : {}),
      ...(percent !== undefined ? { percent } : {}),
      ...(progressive ? { progressive } : {}),
      from,
      to,
    };
    fs.appendFileSync(paths.history, `${JSON.stringify(event)}\n`);
    return event;
  });
}
