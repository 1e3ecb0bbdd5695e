import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import lockfile from 'proper-lockfile';
import {
  addVersion,
  normalizeManifest,
  previousStables,
  readHistory,
  readManifest,
  rollBack,
  setRollout,
  updateManifest,
  withFileLock,
} from './manifest.mjs';
import { DeployError, deployPaths } from './paths.mjs';

const run = promisify(execFile);
const SCRIPTS = path.join(__dirname, '..', '..');
const entry = (app, version) => `http://localhost:3001/releases/${version}/remoteEntry.js#${app}`;
const fresh = {
  'mf-content': { entry: 'http://localhost:3001/remoteEntry.js', version: '0.1.0' },
  'mf-questionnaire': { entry: 'http://localhost:3002/remoteEntry.js', version: '0.1.0' },
  'mf-account': { entry: 'http://localhost:3003/remoteEntry.js', version: '0.1.0' },
  'mf-search': { entry: 'http://localhost:3004/remoteEntry.js', version: '0.1.0' },
};

let repo;
let paths;
beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'genetype-deploy-test-'));
  fs.mkdirSync(path.join(repo, 'shell', 'public'), { recursive: true });
  fs.writeFileSync(path.join(repo, 'shell', 'public', 'remotes.json'), JSON.stringify(fresh));
  paths = deployPaths(repo, {});
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(repo, { recursive: true, force: true });
});

/** Lists versions of two modules, as `npm run release` would. */
async function release(app, ...versions) {
  for (const version of versions) {
    await updateManifest(paths, { action: 'release', app, version }, (m) =>
      addVersion(m, app, version, entry(app, version)),
    );
  }
}

describe('the manifest in force', () => {
  it('is the fresh-clone manifest until something is released, read in its first form too', () => {
    const manifest = readManifest(paths);
    expect(manifest['mf-content']).toEqual({
      stable: '0.1.0',
      canary: null,
      versions: { '0.1.0': 'http://localhost:3001/remoteEntry.js' },
    });
    expect(fs.existsSync(paths.manifest)).toBe(false);
  });

  it('refuses a manifest without a usable stable version', () => {
    expect(() =>
      normalizeManifest({ ...fresh, 'mf-search': { stable: '1.0.0', versions: {} } }),
    ).toThrow(DeployError);
  });
});

describe('rollouts and rollbacks', () => {
  it('sets a canary, promotes it at 100 %, and rolls back one step at a time', async () => {
    await release('mf-content', '0.2.0-aaaaaaa', '0.3.0-bbbbbbb');
    await updateManifest(paths, { action: 'rollout', app: 'mf-content' }, (m) =>
      setRollout(m, 'mf-content', '0.2.0-aaaaaaa', 10),
    );
    expect(readManifest(paths)['mf-content'].canary).toEqual({
      version: '0.2.0-aaaaaaa',
      percent: 10,
    });

    await updateManifest(paths, { action: 'rollout', app: 'mf-content' }, (m) =>
      setRollout(m, 'mf-content', '0.2.0-aaaaaaa', 100),
    );
    await updateManifest(paths, { action: 'rollout', app: 'mf-content' }, (m) =>
      setRollout(m, 'mf-content', '0.3.0-bbbbbbb', 100),
    );
    expect(readManifest(paths)['mf-content']).toMatchObject({
      stable: '0.3.0-bbbbbbb',
      canary: null,
    });
    expect(previousStables(readHistory(paths), 'mf-content')).toEqual(['0.1.0', '0.2.0-aaaaaaa']);

    const back = (m, history) => rollBack(m, 'mf-content', history);
    await updateManifest(paths, { action: 'rollback', app: 'mf-content' }, back);
    expect(readManifest(paths)['mf-content'].stable).toBe('0.2.0-aaaaaaa');
    await updateManifest(paths, { action: 'rollback', app: 'mf-content' }, back);
    expect(readManifest(paths)['mf-content'].stable).toBe('0.1.0');
    await expect(
      updateManifest(paths, { action: 'rollback', app: 'mf-content' }, back),
    ).rejects.toThrow(/no canary and no earlier stable/);
  });

  it('stops a running canary first', async () => {
    await release('mf-search', '0.2.0-aaaaaaa');
    await updateManifest(paths, { action: 'rollout', app: 'mf-search' }, (m) =>
      setRollout(m, 'mf-search', '0.2.0-aaaaaaa', 50),
    );
    const event = await updateManifest(paths, { action: 'rollback', app: 'mf-search' }, (m, h) =>
      rollBack(m, 'mf-search', h),
    );
    expect(event.from).toEqual({
      stable: '0.1.0',
      canary: { version: '0.2.0-aaaaaaa', percent: 50 },
    });
    expect(event.to).toEqual({ stable: '0.1.0', canary: null });
  });

  it('refuses versions that were not released, and percentages outside 0–100', () => {
    const manifest = readManifest(paths);
    expect(() => setRollout(manifest, 'mf-content', '9.9.9-zzzzzzz', 10)).toThrow(
      /not a published, checked release/,
    );
    expect(() => setRollout(manifest, 'mf-content', '0.1.0', 101)).toThrow(/0 to 100/);
    expect(() => setRollout(manifest, 'mf-nope', '0.1.0', 10)).toThrow(/Unknown module/);
  });

  it('leaves the manifest untouched when a change is refused', async () => {
    await release('mf-content', '0.2.0-aaaaaaa');
    const before = fs.readFileSync(paths.manifest, 'utf8');
    await expect(
      updateManifest(paths, { action: 'rollout', app: 'mf-content' }, (m) =>
        setRollout(m, 'mf-content', 'nope', 5),
      ),
    ).rejects.toThrow(DeployError);
    expect(fs.readFileSync(paths.manifest, 'utf8')).toBe(before);
    expect(readHistory(paths)).toHaveLength(1);
  });
});

describe('concurrent changes', () => {
  it('keeps both of two rollouts of different modules started at the same moment', async () => {
    await release('mf-content', '0.2.0-aaaaaaa');
    await release('mf-account', '0.5.0-ccccccc');
    // Each change waits until the other has read the manifest too, or has been refused the lock.
    // Without the lock both read the same file and the later write drops the earlier change; with
    // it the second is refused while the first runs, then waits its turn and reads the first's write.
    // (No timer: each lock request tries once without retrying first, so a refusal is an event.)
    let refused;
    const lockRefused = new Promise((resolve) => (refused = resolve));
    const lock = lockfile.lock;
    jest.spyOn(lockfile, 'lock').mockImplementation(async (file, options) => {
      try {
        return await lock(file, { ...options, retries: 0 });
      } catch (error) {
        if (error.code !== 'ELOCKED') throw error;
        refused();
        return lock(file, options);
      }
    });
    let entered = 0;
    let bothEntered;
    const barrier = new Promise((resolve) => (bothEntered = resolve));
    const slowly = (apply) => async (manifest) => {
      entered += 1;
      if (entered === 2) bothEntered();
      await Promise.race([barrier, lockRefused]);
      apply(manifest);
    };
    await Promise.all([
      updateManifest(
        paths,
        { action: 'rollout', app: 'mf-content' },
        slowly((m) => setRollout(m, 'mf-content', '0.2.0-aaaaaaa', 30)),
      ),
      updateManifest(
        paths,
        { action: 'rollout', app: 'mf-account' },
        slowly((m) => setRollout(m, 'mf-account', '0.5.0-ccccccc', 60)),
      ),
    ]);
    const manifest = readManifest(paths);
    expect(manifest['mf-content'].canary).toEqual({ version: '0.2.0-aaaaaaa', percent: 30 });
    expect(manifest['mf-account'].canary).toEqual({ version: '0.5.0-ccccccc', percent: 60 });
    expect(readHistory(paths).filter((event) => event.action === 'rollout')).toHaveLength(2);
  });

  it('keeps every change of several processes running `npm run rollout` at once', async () => {
    const apps = ['mf-content', 'mf-questionnaire', 'mf-account', 'mf-search'];
    for (const app of apps) await release(app, '0.9.0-ddddddd');
    const env = { ...process.env, GENETYPE_DEPLOY_ROOT: paths.root, NO_COLOR: '1' };
    await Promise.all(
      apps.map((app, index) =>
        run(
          process.execPath,
          [path.join(SCRIPTS, 'rollout.mjs'), app, '0.9.0-ddddddd', String(10 + index)],
          { env },
        ),
      ),
    );
    const manifest = readManifest(paths);
    apps.forEach((app, index) =>
      expect(manifest[app].canary).toEqual({ version: '0.9.0-ddddddd', percent: 10 + index }),
    );
    expect(
      fs.readdirSync(paths.root).filter((name) => name.endsWith('.tmp') || name.endsWith('.lock')),
    ).toEqual([]);
    // Four node processes start: seconds on a busy machine.
  }, 30_000);

  it('takes over a lock whose owner died (no longer refreshed)', async () => {
    fs.mkdirSync(`${paths.manifest}.lock`, { recursive: true });
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(`${paths.manifest}.lock`, longAgo, longAgo);
    await expect(withFileLock(paths.manifest, () => 'done', { timeoutMs: 2000 })).resolves.toBe(
      'done',
    );
    expect(fs.existsSync(`${paths.manifest}.lock`)).toBe(false);
  });

  it('waits for a live holder, and gives up with a clear message', async () => {
    fs.mkdirSync(paths.root, { recursive: true });
    const release = await lockfile.lock(paths.manifest, { realpath: false });
    try {
      await expect(withFileLock(paths.manifest, () => 'never', { timeoutMs: 300 })).rejects.toThrow(
        /held by another release or rollout/,
      );
    } finally {
      await release();
    }
  });
});
