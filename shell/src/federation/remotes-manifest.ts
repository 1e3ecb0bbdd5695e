// remotes.json: which build of each remote the site runs. A deploy (or a rollout, or a rollback)
// repoints this file; the shell reads it on every boot and never bakes a remote URL into its build.
import { REMOTE_APPS } from '@genetype/shared';
import type { AppName } from '@genetype/shared';

export type RemoteApp = Exclude<AppName, 'shell'>;

export interface RemoteDescriptor {
  /** Absolute URL of the remote's `remoteEntry.js`. */
  entry: string;
  version: string;
}

export interface RemotesManifest {
  /** Remotes whose entry is usable. */
  remotes: Partial<Record<RemoteApp, RemoteDescriptor>>;
  /** Why a remote is missing from `remotes`: one bad entry must not take the other apps down. */
  problems: Partial<Record<RemoteApp, string>>;
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

function parseDescriptor(app: RemoteApp, value: unknown, baseUrl: string): RemoteDescriptor | string {
  if (!isRecord(value)) return `"${app}" must be an object like { "entry": "https://…/remoteEntry.js", "version": "1.2.3" }`;
  const entry = parseEntry(value.entry, baseUrl);
  if (!entry) return `"${app}".entry must be an http(s) URL of the remote's remoteEntry.js, got ${JSON.stringify(value.entry)}`;
  if (typeof value.version !== 'string' || value.version.trim() === '') {
    return `"${app}".version must be a non-empty string, got ${JSON.stringify(value.version)}`;
  }
  return { entry, version: value.version.trim() };
}

/**
 * Validates a parsed remotes.json. A file that is not an object throws; a bad or missing entry only
 * disables that one remote (reported in `problems`), so the rest of the site keeps working.
 * Relative entries resolve against `baseUrl` (the shell's origin).
 */
export function parseRemotesManifest(json: unknown, baseUrl = 'http://localhost/'): RemotesManifest {
  if (!isRecord(json)) {
    throw new RemotesManifestError(
      `remotes.json must be an object keyed by app name (${REMOTE_APPS.join(', ')}), got ${Array.isArray(json) ? 'an array' : typeof json}`,
    );
  }
  const manifest: RemotesManifest = { remotes: {}, problems: {} };
  for (const app of REMOTE_APPS) {
    if (!(app in json)) {
      manifest.problems[app] = `"${app}" is missing`;
      continue;
    }
    const parsed = parseDescriptor(app, json[app], baseUrl);
    if (typeof parsed === 'string') manifest.problems[app] = parsed;
    else manifest.remotes[app] = parsed;
  }
  const unknown = Object.keys(json).filter((key) => !isRemoteApp(key));
  if (unknown.length > 0) console.warn(`remotes.json: ignoring unknown app(s) ${unknown.join(', ')}`);
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
    throw new RemotesManifestError(`remotes.json could not be fetched from ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RemotesManifestError(`remotes.json could not be fetched from ${url}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new RemotesManifestError(`remotes.json at ${url} is not valid JSON: ${(error as Error).message}`);
  }
  return parseRemotesManifest(json, baseUrl);
}
