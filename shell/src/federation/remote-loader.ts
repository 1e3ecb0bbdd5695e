// Loads a remote's single-spa lifecycles through the federation runtime. Nothing is fetched
// before single-spa asks for an app: remotes.json on the first load, a remote's entry on its own.
import type { LifeCycles } from 'single-spa';
import { appModuleId, containerName } from './container-names';
import { fetchRemotesManifest } from './remotes-manifest';
import type { RemoteApp, RemotesManifest } from './remotes-manifest';
import { recordRemoteVersion } from './remote-versions';

/** The part of `@module-federation/enhanced/runtime` the loader uses (injected, so tests need no real runtime). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchManifest?: () => Promise<RemotesManifest>;
  /** Attempts per load, the first included (the runtime's retry plugin is not installed). */
  attempts?: number;
  /** Pause before attempt n (n ≥ 2). */
  backoffMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

export interface RemoteLoader {
  /** Registers every valid remote of remotes.json with the runtime (once; again after a failure). */
  ensureRegistered(): Promise<RemotesManifest>;
  /** Loads `<container>/app`, retrying a few times; rejects when the remote stays unavailable. */
  load(app: RemoteApp): Promise<LifeCycles>;
  /** Drops whatever the runtime cached for a remote, so the next load starts from its entry again. */
  reset(app: RemoteApp): void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isLifecycles(value: unknown): value is LifeCycles {
  const candidate = value as Partial<Record<'mount' | 'unmount', unknown>> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    (typeof candidate.mount === 'function' || Array.isArray(candidate.mount)) &&
    (typeof candidate.unmount === 'function' || Array.isArray(candidate.unmount))
  );
}

export function createRemoteLoader({
  runtime,
  fetchManifest = () => fetchRemotesManifest(),
  attempts = 3,
  backoffMs = (attempt) => 250 * (attempt - 1),
  sleep = defaultSleep,
}: RemoteLoaderOptions): RemoteLoader {
  let manifestPromise: Promise<RemotesManifest> | null = null;
  let manifest: RemotesManifest | null = null;

  function register(app: RemoteApp, force: boolean): void {
    const descriptor = manifest?.remotes[app];
    if (!descriptor) return;
    recordRemoteVersion(containerName(app), descriptor.version);
    runtime.registerRemotes([{ name: containerName(app), entry: descriptor.entry }], { force });
  }

  function ensureRegistered(): Promise<RemotesManifest> {
    if (!manifestPromise) {
      manifestPromise = fetchManifest().then(
        (loaded) => {
          manifest = loaded;
          for (const app of Object.keys(loaded.remotes) as RemoteApp[]) register(app, false);
          for (const [app, problem] of Object.entries(loaded.problems)) {
            console.error(`[federation] ${app} is disabled by remotes.json: ${problem}`);
          }
          return loaded;
        },
        (error: unknown) => {
          // Forget the failure: the next load (a retry, a navigation) fetches remotes.json again.
          manifestPromise = null;
          throw error;
        },
      );
    }
    return manifestPromise;
  }

  function reset(app: RemoteApp): void {
    // Re-registering with `force` makes the runtime drop its module cache, the entry's global and
    // any pending load of this remote.
    register(app, true);
  }

  async function loadOnce(app: RemoteApp): Promise<LifeCycles> {
    const loaded = await ensureRegistered();
    const problem = loaded.problems[app];
    if (problem) throw new RemoteUnavailableError(`${app} is disabled by remotes.json: ${problem}`);
    const exposed = await runtime.loadRemote<unknown>(appModuleId(app));
    if (!isLifecycles(exposed)) {
      throw new RemoteUnavailableError(`${appModuleId(app)} did not export single-spa lifecycles (bootstrap, mount, unmount)`);
    }
    return exposed;
  }

  async function load(app: RemoteApp): Promise<LifeCycles> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await loadOnce(app);
      } catch (error) {
        // A broken remotes.json entry will not heal by retrying within this navigation.
        if (attempt >= attempts || error instanceof RemoteUnavailableError) throw error;
        reset(app);
        await sleep(backoffMs(attempt + 1));
      }
    }
  }

  return { ensureRegistered, load, reset };
}
