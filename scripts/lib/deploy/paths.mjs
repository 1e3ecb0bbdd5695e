// Where releases and the rollout manifest live, and the URL each published version is served from.
// Pure (no import.meta), so the jest suite of scripts/ can load it.
import path from 'node:path';

export const REMOTE_APPS = ['mf-content', 'mf-questionnaire', 'mf-account', 'mf-search'];

/** A version label as a folder name and a URL segment: package version + '-' + short commit id. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/**
 * The deploy root: `GENETYPE_DEPLOY_ROOT` (the e2e harness uses a temporary one) or `<repo>/deploy`.
 * Layout: `<root>/<app>/<version>/` (one unchanging folder per release), `<root>/remotes.json`
 * (the manifest the shell serves), `<root>/history.jsonl` (every manifest change).
 */
export function deployPaths(repoRoot, env = process.env) {
  const root = env.GENETYPE_DEPLOY_ROOT
    ? path.resolve(env.GENETYPE_DEPLOY_ROOT)
    : path.join(repoRoot, 'deploy');
  return {
    root,
    manifest: path.join(root, 'remotes.json'),
    history: path.join(root, 'history.jsonl'),
    /** The manifest of a fresh clone (every module on its own dist/): the seed of the first change. */
    seed: path.join(repoRoot, 'shell', 'public', 'remotes.json'),
    releaseDir: (app, version) => path.join(root, app, version),
  };
}

/**
 * The public entry URL of a published version. Locally each remote's own server serves
 * `<root>/<app>/<version>/` at `/releases/<version>/`; in production `DEPLOY_PUBLIC_URL` names the CDN
 * or bucket that holds the same folders (`https://static.example.com` → `…/<app>/<version>/remoteEntry.js`).
 */
export function entryUrlFor(app, version, { port, env = process.env }) {
  const base = env.DEPLOY_PUBLIC_URL?.replace(/\/+$/, '');
  if (base) return `${base}/${app}/${version}/remoteEntry.js`;
  return `http://localhost:${port}/releases/${version}/remoteEntry.js`;
}

export function assertRemoteApp(app) {
  if (!REMOTE_APPS.includes(app)) {
    throw new DeployError(`Unknown module "${app}". Modules: ${REMOTE_APPS.join(', ')}.`);
  }
}

export function assertVersion(version) {
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) {
    throw new DeployError(
      `"${version}" is not a version label (letters, digits, . + _ -, e.g. 0.2.0-abc1234).`,
    );
  }
}

/** An expected refusal: the CLIs print its message, without a stack trace, and exit 1. */
export class DeployError extends Error {
  constructor(message) {
    super(message);
    this.name = 'DeployError';
  }
}
