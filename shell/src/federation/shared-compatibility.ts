// Before the shell runs a version that is not the stable one (a canary, a pin), it reads that build's
// mf-manifest.json and checks that the singletons it requires are satisfied by what this shell provides.
// Singletons cannot be duplicated, so a remote built against another react would break at run time.
/** The singletons of DESIGN §2 whose versions must agree between the shell and a remote. */
export const CHECKED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@genetype/shared',
] as const;

export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
}

export type Satisfies = (version: string, range: string) => boolean;

/** Problems (empty when compatible) of a remote's `shared` list against the versions the shell provides. */
export function sharedProblems(
  remoteShared: readonly ManifestShared[],
  provided: Readonly<Record<string, string>>,
  satisfies: Satisfies,
): string[] {
  const problems: string[] = [];
  for (const name of CHECKED_SINGLETONS) {
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

/** Fetches a version's manifest and returns its problems; a manifest that cannot be read is one. */
export async function checkRemoteCompatibility(
  entry: string,
  provided: Readonly<Record<string, string>>,
  satisfies: Satisfies,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<string[]> {
  const url = manifestUrlOf(entry);
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (!response.ok) return [`${url} answered HTTP ${response.status}`];
    const json = (await response.json()) as { shared?: unknown };
    if (!isSharedList(json.shared)) return [`${url} has no shared list`];
    return sharedProblems(json.shared, provided, satisfies);
  } catch (error) {
    return [`${url} could not be read: ${(error as Error).message}`];
  }
}
