// Before the shell runs a version that is not the stable one (a canary, a pin), it reads that build's
// mf-manifest.json and checks that the singletons it requires are satisfied by what this shell provides.
// Singletons cannot be duplicated, so a remote built against another react would break at run time.
// The same reading tells why a version with nothing to fall back on failed to load: the federation
// runtime refuses a remote our own packages' version does not fit (`strictVersion`).
/** The singletons of DESIGN §2 whose versions must agree between the shell and a remote. */
export const CHECKED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@genetype/platform',
] as const;

export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
}

export type Satisfies = (version: string, range: string) => boolean;

/** Our own run-time-shared packages, versioned by their public surface: checked whatever their name. */
const isOwnPackage = (name: string) => name.startsWith('@genetype/');

/** Problems (empty when compatible) of a remote's `shared` list against the versions the shell provides. */
export function sharedProblems(
  remoteShared: readonly ManifestShared[],
  provided: Readonly<Record<string, string>>,
  satisfies: Satisfies,
): string[] {
  const problems: string[] = [];
  const names = new Set<string>(CHECKED_SINGLETONS);
  for (const item of remoteShared) if (isOwnPackage(item.name)) names.add(item.name);
  for (const name of names) {
    const required = remoteShared.find((item) => item.name === name)?.requiredVersion;
    const available = provided[name];
    if (!required || required === '*' || !available) continue;
    if (!satisfies(available, required))
      problems.push(`${name} ${required} is required, the shell provides ${available}`);
  }
  return problems;
}

/** The mf-manifest.json beside a remoteEntry.js. */
export function manifestUrlOf(entry: string): string {
  return new URL('mf-manifest.json', entry).href;
}

function isSharedList(value: unknown): value is ManifestShared[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof (item as ManifestShared | null)?.name === 'string')
  );
}

/** A version's manifest, read: its singleton problems, or why it could not be read. */
export type ManifestReading = { problems: string[] } | { unreadable: string };

/** Fetches a version's manifest and checks its singletons against what the shell provides. */
export async function readRemoteCompatibility(
  entry: string,
  provided: Readonly<Record<string, string>>,
  satisfies: Satisfies,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<ManifestReading> {
  const url = manifestUrlOf(entry);
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (!response.ok) return { unreadable: `${url} answered HTTP ${response.status}` };
    const json = (await response.json()) as { shared?: unknown };
    if (!isSharedList(json.shared)) return { unreadable: `${url} has no shared list` };
    return { problems: sharedProblems(json.shared, provided, satisfies) };
  } catch (error) {
    return { unreadable: `${url} could not be read: ${(error as Error).message}` };
  }
}

/** A version's problems before it runs; a manifest that cannot be read is one. */
export async function checkRemoteCompatibility(
  ...args: Parameters<typeof readRemoteCompatibility>
): Promise<string[]> {
  const reading = await readRemoteCompatibility(...args);
  return 'unreadable' in reading ? [reading.unreadable] : reading.problems;
}

/**
 * Why a version failed, as far as its singletons tell: their problems when its manifest can be
 * read; nothing when it cannot (then the version is unreachable, not incompatible).
 */
export async function incompatibilityOf(
  ...args: Parameters<typeof readRemoteCompatibility>
): Promise<string[]> {
  const reading = await readRemoteCompatibility(...args);
  return 'unreadable' in reading ? [] : reading.problems;
}
