// remotes.json: which builds of each remote the site runs — the deployment contract. A release adds a
// version to `versions`; a rollout sets `canary`; a rollback repoints `stable`. The shell reads this file
// on every boot and never bakes a remote URL into its build (docs/runbook.md).
// From the pure `domain` entry, not the shared singleton: the warm-up (./warm-up) parses this file in
// the entry chunk, before the shared modules are negotiated.
import { REMOTE_APPS } from '@genetype/domain';
import type { AppName } from '@genetype/domain';

export type RemoteApp = Exclude<AppName, 'shell'>;

export interface RemoteDescriptor {
  /** Absolute URL of the remote's `remoteEntry.js`. */
  entry: string;
  version: string;
}

export interface CanaryDescriptor extends RemoteDescriptor {
  /** Share of members (0–100) who get this version instead of the stable one. */
  percent: number;
}

/** One module's rollout state. */
export interface RemoteRollout {
  stable: RemoteDescriptor;
  canary: CanaryDescriptor | null;
  /** Every published version this manifest knows, version → entry URL (pins are limited to these). */
  versions: Record<string, string>;
}

export interface RemotesManifest {
  /** Remotes whose entry is usable. */
  remotes: Partial<Record<RemoteApp, RemoteRollout>>;
  /** Why a remote is missing from `remotes`: one bad entry must not take the other apps down. */
  problems: Partial<Record<RemoteApp, string>>;
  /** Problems that do not disable a module (e.g. a broken canary: everyone stays on stable). */
  warnings: string[];
}

export const REMOTES_MANIFEST_URL = '/remotes.json';

export class RemotesManifestError extends Error {
  override name = 'RemotesManifestError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRemoteApp(key: string): key is RemoteApp {
  return (REMOTE_APPS as readonly string[]).includes(key);
}

function parseEntry(value: unknown, baseUrl: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const FORMAT_HINT =
  '{ "stable": "1.2.3-abc1234", "canary": { "version": "…", "percent": 10 } | null, "versions": { "1.2.3-abc1234": "https://…/remoteEntry.js" } }';

function isVersion(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The first form of remotes.json ({ entry, version }): still read, as one stable version. */
function parseLegacy(
  app: RemoteApp,
  value: Record<string, unknown>,
  baseUrl: string,
): RemoteRollout | string {
  const entry = parseEntry(value.entry, baseUrl);
  if (!entry)
    return `"${app}".entry must be an http(s) URL of the remote's remoteEntry.js, got ${JSON.stringify(value.entry)}`;
  if (!isVersion(value.version))
    return `"${app}".version must be a non-empty string, got ${JSON.stringify(value.version)}`;
  const version = value.version.trim();
  return { stable: { entry, version }, canary: null, versions: { [version]: entry } };
}

function parseRollout(
  app: RemoteApp,
  value: unknown,
  baseUrl: string,
  warnings: string[],
): RemoteRollout | string {
  if (!isRecord(value)) return `"${app}" must be an object like ${FORMAT_HINT}`;
  if (!('stable' in value) && 'entry' in value) return parseLegacy(app, value, baseUrl);
  if (!isRecord(value.versions))
    return `"${app}".versions must map each published version to its entry URL`;
  const versions: Record<string, string> = {};
  for (const [version, url] of Object.entries(value.versions)) {
    const entry = parseEntry(url, baseUrl);
    if (entry && version.trim() !== '') versions[version] = entry;
    else
      warnings.push(
        `"${app}".versions["${version}"] is not an http(s) URL; that version is ignored`,
      );
  }
  if (!isVersion(value.stable))
    return `"${app}".stable must be a version string, got ${JSON.stringify(value.stable)}`;
  const stableEntry = versions[value.stable];
  if (!stableEntry)
    return `"${app}".stable is ${value.stable}, which "${app}".versions does not list`;
  const rollout: RemoteRollout = {
    stable: { version: value.stable, entry: stableEntry },
    canary: null,
    versions,
  };

  const canary = value.canary;
  if (canary === undefined || canary === null) return rollout;
  if (!isRecord(canary) || !isVersion(canary.version) || typeof canary.percent !== 'number') {
    warnings.push(
      `"${app}".canary must be { "version": "…", "percent": 0–100 }; everyone gets the stable version`,
    );
    return rollout;
  }
  const canaryEntry = versions[canary.version];
  if (!canaryEntry) {
    warnings.push(
      `"${app}".canary.version ${canary.version} is not listed in versions; everyone gets the stable version`,
    );
    return rollout;
  }
  if (!Number.isFinite(canary.percent) || canary.percent < 0 || canary.percent > 100) {
    warnings.push(
      `"${app}".canary.percent must be between 0 and 100, got ${canary.percent}; everyone gets the stable version`,
    );
    return rollout;
  }
  rollout.canary = { version: canary.version, entry: canaryEntry, percent: canary.percent };
  return rollout;
}

/**
 * Validates a parsed remotes.json. A file that is not an object throws; a bad or missing module only
 * disables that one remote (reported in `problems`), and a bad canary only keeps everyone on stable,
 * so the rest of the site keeps working. Relative entries resolve against `baseUrl` (the shell's origin).
 */
export function parseRemotesManifest(
  json: unknown,
  baseUrl = 'http://localhost/',
): RemotesManifest {
  if (!isRecord(json)) {
    throw new RemotesManifestError(
      `remotes.json must be an object keyed by app name (${REMOTE_APPS.join(', ')}), got ${Array.isArray(json) ? 'an array' : typeof json}`,
    );
  }
  const manifest: RemotesManifest = { remotes: {}, problems: {}, warnings: [] };
  for (const app of REMOTE_APPS) {
    if (!(app in json)) {
      manifest.problems[app] = `"${app}" is missing`;
      continue;
    }
    const parsed = parseRollout(app, json[app], baseUrl, manifest.warnings);
    if (typeof parsed === 'string') manifest.problems[app] = parsed;
    else manifest.remotes[app] = parsed;
  }
  // `$schema`-style keys (e.g. "$comment") are allowed for humans; other unknown keys are reported.
  const unknown = Object.keys(json).filter((key) => !isRemoteApp(key) && !key.startsWith('$'));
  if (unknown.length > 0)
    console.warn(`remotes.json: ignoring unknown app(s) ${unknown.join(', ')}`);
  return manifest;
}

/** Fetches and validates remotes.json, revalidating with the server every time (it is what a rollout repoints). */
export async function fetchRemotesManifest(
  url: string = REMOTES_MANIFEST_URL,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  baseUrl: string = typeof window === 'undefined' ? 'http://localhost/' : window.location.origin,
): Promise<RemotesManifest> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RemotesManifestError(
      `remotes.json could not be fetched from ${url}: ${(error as Error).message}`,
    );
  }
  if (!response.ok)
    throw new RemotesManifestError(
      `remotes.json could not be fetched from ${url}: HTTP ${response.status}`,
    );
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new RemotesManifestError(
      `remotes.json at ${url} is not valid JSON: ${(error as Error).message}`,
    );
  }
  return parseRemotesManifest(json, baseUrl);
}
