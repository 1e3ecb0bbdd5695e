// Loads a remote's single-spa lifecycles through the federation runtime. Nothing is fetched
// before single-spa asks for an app: remotes.json on the first load, a remote's entry on its own.
// Each module runs the version chosen for this browser (pin, canary bucket or stable); a chosen
// version that fails to load or does not match the shell's singletons falls back to stable. A
// version with nothing to fall back on fails (the page shows its retry message); an incompatible
// one is reported too.
import type { LifeCycles } from 'single-spa';
import type { RemoteFailureReason } from '@genetype/domain/contracts';
import { appModuleId, containerName } from './container-names';
import { fetchRemotesManifest } from './remotes-manifest';
import type { RemoteApp, RemotesManifest } from './remotes-manifest';
import { recordRemoteVersion } from './remote-versions';
import type { Pins } from './rollout-identity';
import type { RolloutTelemetry } from './telemetry';
import { chooseVersion } from './version-choice';
import type { VersionChoice } from './version-choice';

/** What this browser is for rollouts, and where the loader reports what it ran. */
export interface RolloutContext {
  bucketId(): string;
  pins(): Pins;
  /** Problems of a version's shared singletons against this shell (empty: compatible). */
  checkCompatibility(entry: string): Promise<string[]>;
  /**
   * Why a version that failed with nothing to fall back on did: its singleton problems, or none
   * when its manifest cannot be read either (it is unreachable, not incompatible).
   */
  diagnoseFailure(entry: string): Promise<string[]>;
  telemetry: RolloutTelemetry;
  /** Tells the page which version of a module runs (data attributes on <html>). */
  announce(app: RemoteApp, choice: VersionChoice): void;
}

const noRollout: RolloutContext = {
  bucketId: () => 'anonymous',
  pins: () => ({}),
  checkCompatibility: () => Promise.resolve([]),
  diagnoseFailure: () => Promise.resolve([]),
  telemetry: { loaded: () => {}, failed: () => {} },
  announce: () => {},
};

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
  rollout?: Partial<RolloutContext>;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

export interface RemoteLoader {
  /** Registers every valid remote of remotes.json with the runtime (once; again after a failure). */
  ensureRegistered(): Promise<RemotesManifest>;
  /**
   * Loads `<container>/app`, retrying a few times; rejects when the remote stays unavailable. An
   * aborted `signal` (the shell gave the load up) stops the retries: a later load starts afresh.
   */
  load(app: RemoteApp, options?: { signal?: AbortSignal }): Promise<LifeCycles>;
  /** Drops whatever the runtime cached for a remote, so the next load starts from its entry again. */
  reset(app: RemoteApp): void;
  /** The version this page runs (or will run) for a module, once remotes.json is read. */
  choiceOf(app: RemoteApp): VersionChoice | undefined;
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
  rollout: rolloutOptions = {},
}: RemoteLoaderOptions): RemoteLoader {
  const rollout: RolloutContext = { ...noRollout, ...rolloutOptions };
  let manifestPromise: Promise<RemotesManifest> | null = null;
  const choices = new Map<RemoteApp, VersionChoice>();
  /** Non-stable choices whose shared singletons were checked (once per page). */
  const verified = new Set<RemoteApp>();
  /** Modules whose load was reported (once per page). */
  const reported = new Set<RemoteApp>();
  /** `<module>@<version>`s that failed with nothing to fall back on and were diagnosed (once per page). */
  const diagnosed = new Set<string>();
  let stableOf: (app: RemoteApp) => { version: string; entry: string } | undefined = () =>
    undefined;

  function register(app: RemoteApp, force: boolean): void {
    const choice = choices.get(app);
    if (!choice) return;
    recordRemoteVersion(containerName(app), choice.version);
    runtime.registerRemotes([{ name: containerName(app), entry: choice.entry }], { force });
  }

  function choose(loaded: RemotesManifest): void {
    const bucketId = rollout.bucketId();
    const pins = rollout.pins();
    for (const app of Object.keys(loaded.remotes) as RemoteApp[]) {
      if (choices.has(app)) continue; // a page keeps its versions; the next page load re-reads remotes.json
      const choice = chooseVersion(app, loaded.remotes[app]!, { bucketId, pin: pins[app] });
      if (choice.note)
        console.warn(
          `[rollout] ${app}: ${choice.note}; running ${choice.version} (${choice.stage})`,
        );
      choices.set(app, choice);
      register(app, false);
    }
  }

  function ensureRegistered(): Promise<RemotesManifest> {
    if (!manifestPromise) {
      manifestPromise = fetchManifest().then(
        (loaded) => {
          choose(loaded);
          for (const [app, problem] of Object.entries(loaded.problems)) {
            console.error(`[federation] ${app} is disabled by remotes.json: ${problem}`);
          }
          for (const warning of loaded.warnings ?? [])
            console.warn(`[federation] remotes.json: ${warning}`);
          // Kept for fallbacks: the stable version of each module.
          stableOf = (app) => loaded.remotes[app]?.stable;
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

  /** Gives up a non-stable version for this page: records why and repoints the module at stable. */
  function fallBack(app: RemoteApp, reason: RemoteFailureReason, detail: string): boolean {
    const choice = choices.get(app);
    const stable = stableOf(app);
    if (!choice || !stable || choice.stage === 'stable' || choice.stage === 'fallback')
      return false;
    console.warn(
      `[rollout] ${app}@${choice.version} (${choice.stage}) ${reason}: ${detail}; falling back to stable ${stable.version}`,
    );
    rollout.telemetry.failed({
      module: app,
      version: choice.version,
      stage: choice.stage,
      reason,
      detail,
    });
    choices.set(app, {
      ...stable,
      stage: 'fallback',
      note: `${choice.version} ${reason}: ${detail}`,
    });
    register(app, true);
    return true;
  }

  /**
   * A version failed and there is no other to run (it is stable, or already the fallback): the
   * page shows its retry message. An incompatible one is reported — the release check should have
   * kept it out of the manifest, and the federation runtime refused it (`strictVersion` on our own
   * packages). An unreachable one is not: that is an outage every page would report.
   */
  function diagnoseGiveUp(app: RemoteApp): void {
    const choice = choices.get(app);
    if (!choice || diagnosed.has(`${app}@${choice.version}`)) return;
    diagnosed.add(`${app}@${choice.version}`);
    void rollout.diagnoseFailure(choice.entry).then(
      (problems) => {
        if (problems.length === 0) return;
        const detail = problems.join('; ');
        console.warn(
          `[rollout] ${app}@${choice.version} (${choice.stage}) incompatible: ${detail}; no compatible version to fall back to`,
        );
        rollout.telemetry.failed({
          module: app,
          version: choice.version,
          stage: choice.stage,
          reason: 'incompatible',
          detail,
        });
      },
      () => {},
    );
  }

  async function loadOnce(app: RemoteApp): Promise<LifeCycles> {
    const loaded = await ensureRegistered();
    const problem = loaded.problems[app];
    if (problem) throw new RemoteUnavailableError(`${app} is disabled by remotes.json: ${problem}`);
    const choice = choices.get(app);
    if (choice && choice.stage !== 'stable' && choice.stage !== 'fallback' && !verified.has(app)) {
      const problems = await rollout.checkCompatibility(choice.entry);
      verified.add(app);
      if (problems.length > 0) fallBack(app, 'incompatible', problems.join('; '));
    }
    const exposed = await runtime.loadRemote<unknown>(appModuleId(app));
    if (!isLifecycles(exposed)) {
      throw new RemoteUnavailableError(
        `${appModuleId(app)} did not export single-spa lifecycles (bootstrap, mount, unmount)`,
      );
    }
    return exposed;
  }

  function reportLoaded(app: RemoteApp): void {
    const choice = choices.get(app);
    if (!choice || reported.has(app)) return;
    reported.add(app);
    rollout.announce(app, choice);
    rollout.telemetry.loaded({
      module: app,
      version: choice.version,
      stage: choice.stage,
      bucketId: rollout.bucketId(),
    });
  }

  async function load(
    app: RemoteApp,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<LifeCycles> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (signal?.aborted) throw signal.reason;
        const lifecycles = await loadOnce(app);
        reportLoaded(app);
        return lifecycles;
      } catch (error) {
        // Given up by the shell: whoever gave up has reset the remote; retrying would undo that.
        if (signal?.aborted) throw error;
        const lastAttempt = attempt >= attempts || error instanceof RemoteUnavailableError;
        // A canary or pinned version that stays broken is dropped for stable; the member never
        // sees a broken page because of a rollout.
        if (
          lastAttempt &&
          fallBack(app, 'unreachable', (error as Error).message ?? String(error))
        ) {
          attempt = 0;
          continue;
        }
        // A broken remotes.json entry will not heal by retrying within this navigation.
        if (lastAttempt) {
          diagnoseGiveUp(app);
          throw error;
        }
        reset(app);
        await sleep(backoffMs(attempt + 1));
      }
    }
  }

  return { ensureRegistered, load, reset, choiceOf: (app) => choices.get(app) };
}
