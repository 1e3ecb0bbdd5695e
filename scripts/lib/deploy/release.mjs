// Publishing a build: copy it into its own unchanging folder, then check it before it can be rolled
// out — its entry answers at its public URL, and the singletons it requires are satisfied by the
// versions the running shell provides.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { DeployError, assertRemoteApp, assertVersion } from './paths.mjs';

/** The singletons of DESIGN §2 (the shell checks the same list at run time). */
export const CHECKED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@genetype/platform',
];

/** `<package version>-<short commit id>`, e.g. 0.1.0-abc1234. */
export function versionLabel(packageVersion, commit) {
  const label = `${packageVersion}-${commit.slice(0, 7)}`;
  assertVersion(label);
  return label;
}

function listFiles(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** One hash over every file's path and bytes: two folders with the same digest hold the same build. */
export function folderDigest(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * Copies `sourceDir` (an app's dist/) to `<deploy root>/<app>/<version>/`. The copy is made beside the
 * target and renamed into place, so a half-copied release is never visible. A version that is already
 * published is never overwritten: the same build is accepted again (a re-run only re-checks it),
 * a different build under the same version is refused.
 * @returns {{ dir: string, created: boolean }}
 */
export function publishRelease({ paths, app, version, sourceDir }) {
  assertRemoteApp(app);
  assertVersion(version);
  for (const required of ['remoteEntry.js', 'mf-manifest.json']) {
    if (!fs.existsSync(path.join(sourceDir, required))) {
      throw new DeployError(
        `${path.join(sourceDir, required)} is missing: is this a production build of ${app}?`,
      );
    }
  }
  const dir = paths.releaseDir(app, version);
  const sameBuild = () => {
    if (folderDigest(dir) === folderDigest(sourceDir)) return { dir, created: false };
    throw new DeployError(
      `${app}@${version} is already published with different files, and releases are never overwritten. ` +
        'Commit the change (a new commit id makes a new version) or raise the package version.',
    );
  };
  if (fs.existsSync(dir)) return sameBuild();
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const staging = `${dir}.staging-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  fs.cpSync(sourceDir, staging, { recursive: true });
  try {
    fs.renameSync(staging, dir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Someone published the same version meanwhile.
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') return sameBuild();
    throw error;
  }
  return { dir, created: true };
}

/** The version of each shared module a federation manifest's build provides (name → version). */
export function providedVersions(shellManifest) {
  const provided = {};
  for (const item of shellManifest?.shared ?? [])
    if (item?.name && item.version) provided[item.name] = item.version;
  return provided;
}

/**
 * Problems (empty: compatible) of a remote's mf-manifest.json against the shell's: every checked
 * singleton the remote requires must be satisfied (semver range) by the version the shell provides.
 * Our own run-time-shared packages (`@genetype/…`: today `@genetype/platform` and its shared subpaths)
 * are checked whatever their name, and must state a range: their version follows their public
 * surface (`npm run platform:version`), so a remote built against a later minor needs exports this
 * shell lacks, and one built against another major was made for a different surface.
 */
export function compatibilityProblems(remoteManifest, shellManifest) {
  if (!Array.isArray(remoteManifest?.shared))
    return ['the release has no "shared" list in mf-manifest.json'];
  const provided = providedVersions(shellManifest);
  const own = (name) => typeof name === 'string' && name.startsWith('@genetype/');
  const names = [
    ...CHECKED_SINGLETONS,
    ...remoteManifest.shared.map((item) => item?.name).filter(own),
  ];
  const problems = [];
  for (const name of new Set(names)) {
    const item = remoteManifest.shared.find((shared) => shared?.name === name);
    const required = item?.requiredVersion;
    const available = provided[name];
    if (own(name) && item && (!required || required === '*')) {
      problems.push(
        `${name} is shared without a version range: rebuild the remote (packages/tooling/build/federation.cjs sets one)`,
      );
      continue;
    }
    if (!required || required === '*') continue;
    if (!available) {
      problems.push(`${name} ${required} is required, but the shell does not provide ${name}`);
      continue;
    }
    if (!semver.validRange(required)) {
      problems.push(`${name}: "${required}" is not a semver range`);
      continue;
    }
    if (semver.satisfies(available, required, { includePrerelease: true })) continue;
    const problem = `${name} ${required} is required, the shell provides ${available}`;
    const built = semver.parse(item.version);
    const shell = semver.parse(available);
    // Our packages say which side has to move.
    if (!own(name) || !built || !shell) problems.push(problem);
    else if (built.major > shell.major) {
      problems.push(
        `${problem} (the remote was built against ${built.version}, a new major: release the shell and every remote from one commit together)`,
      );
    } else if (built.major < shell.major) {
      problems.push(
        `${problem} (the remote was built against ${built.version}, an older major than the shell's: rebuild it from the shell's commit)`,
      );
    } else if (semver.gt(built, shell)) {
      problems.push(
        `${problem} (the remote was built against ${built.version}, whose new exports the shell lacks: release the shell first)`,
      );
    } else problems.push(problem);
  }
  return problems;
}

/** Fetches a URL and returns null when it answers 2xx, or why not. */
export async function unreachableReason(url, fetchImpl = fetch) {
  try {
    const response = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(5000) });
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error.cause?.code ?? error.message;
  }
}

/** Reads the shell's mf-manifest.json from the running site, else from its build. */
export async function loadShellManifest({ siteUrl, shellDist, fetchImpl = fetch }) {
  try {
    const response = await fetchImpl(`${siteUrl}/mf-manifest.json`, {
      signal: AbortSignal.timeout(5000),
    });
    if (response.ok)
      return { manifest: await response.json(), from: `${siteUrl}/mf-manifest.json` };
  } catch {
    // not running: fall back to the build
  }
  const file = path.join(shellDist, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new DeployError(
      `The shell's mf-manifest.json is neither served at ${siteUrl} nor built in ${shellDist}.`,
    );
  return { manifest: JSON.parse(fs.readFileSync(file, 'utf8')), from: file };
}

/**
 * Checks a published release before it is listed: its entry and manifest answer at `entryUrl`, and
 * its singletons fit the shell. Throws a DeployError that says what is wrong.
 */
export async function verifyRelease({
  app,
  version,
  dir,
  entryUrl,
  shellManifest,
  fetchImpl = fetch,
}) {
  const problems = compatibilityProblems(
    JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')),
    shellManifest,
  );
  if (problems.length > 0) {
    throw new DeployError(
      `${app}@${version} is refused: its shared singletons do not fit the current shell —\n  - ${problems.join('\n  - ')}\n` +
        'Build it against the versions the shell provides (the root package.json), or release the shell first.',
    );
  }
  for (const url of [entryUrl, new URL('mf-manifest.json', entryUrl).href]) {
    const reason = await unreachableReason(url, fetchImpl);
    if (reason) {
      throw new DeployError(
        `${app}@${version} is published in ${dir} but ${url} does not answer (${reason}). ` +
          'Serve the deploy folder (npm start does) or upload it to the CDN, then run the release again: it re-checks and lists it.',
      );
    }
  }
}
