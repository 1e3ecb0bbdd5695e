// A widget another app owns, mounted here as a single-spa parcel (DESIGN §8: the search popup in
// the shell's modal layer, mf-account's blocks on mf-content's learning-gene result page). The
// host never imports the owner's React internals: it loads the exposed lifecycles at run time.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import type { LifeCycleFn, ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';

type Lifecycle = LifeCycleFn<object> | LifeCycleFn<object>[] | undefined;

async function run(lifecycle: Lifecycle, props: object): Promise<void> {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [])
    await fn(props as never);
}

/**
 * The lifecycles a federated module exposes, as a fresh parcel config (single-spa keeps
 * per-parcel state on the object it is given). Throws when the module is not a parcel.
 */
export function parcelConfigOf(exposed: unknown, id: string): ParcelConfigObject {
  const candidate = exposed as Partial<ParcelConfigObject> | null;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.mount !== 'function' ||
    typeof candidate.unmount !== 'function'
  )
    throw new Error(`${id} did not export parcel lifecycles`);
  return {
    bootstrap: candidate.bootstrap as ParcelConfigObject['bootstrap'],
    mount: candidate.mount,
    unmount: candidate.unmount,
    update: candidate.update,
  };
}

/**
 * The parcel with its mount failure reported here instead of thrown: single-spa-react's <Parcel>
 * would call handleError and then also rethrow into a promise nobody holds.
 */
export function guardedParcel(
  config: ParcelConfigObject,
  onError: (error: unknown) => void,
): ParcelConfigObject {
  let mounted = false;
  return {
    bootstrap: (props) => run(config.bootstrap as Lifecycle, props),
    mount: async (props) => {
      try {
        await run(config.mount as Lifecycle, props);
        mounted = true;
      } catch (error) {
        onError(error);
      }
    },
    unmount: async (props) => {
      if (mounted) await run(config.unmount as Lifecycle, props);
      mounted = false;
    },
    update: (props) => (mounted ? run(config.update as Lifecycle, props) : Promise.resolve()),
  };
}

export interface RemoteParcelProps {
  /** Names the parcel in the console, e.g. 'mf-search/search-popup'. */
  label: string;
  /** Loads the lifecycles; a stable function (a new one loads again). */
  load: () => Promise<ParcelConfigObject>;
  /** Called before a retry, so the next load starts from the remote's entry again. */
  reset?: () => void;
  /** Shown while the parcel loads (nothing by default). */
  loading?: ReactNode;
  /** Shown when the parcel could not be loaded or threw while mounting. */
  fallback: (retry: () => void) => ReactNode;
  /** Custom props handed to the parcel (keep them stable: a change updates the parcel). */
  parcelProps?: Record<string, unknown>;
  /** Class of the element the parcel mounts into. */
  wrapClassName?: string;
  /** A load that has not finished by then shows the fallback (the shell's remote time-out). */
  timeoutMs?: number;
}

/** How long a parcel may take to load before its fallback shows (as the shell's remotes). */
export const PARCEL_LOAD_TIMEOUT_MS = 15_000;

type State =
  { status: 'loading' } | { status: 'ready'; config: ParcelConfigObject } | { status: 'failed' };

/**
 * Loads and mounts a parcel another app exposes. A failure to load or to mount shows the host's
 * fallback (a Korean message, usually with a retry) in its place; the rest of the page goes on.
 */
export function RemoteParcel({
  label,
  load,
  reset,
  loading = null,
  fallback,
  parcelProps,
  wrapClassName,
  timeoutMs = PARCEL_LOAD_TIMEOUT_MS,
}: RemoteParcelProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      console.error(`[remote-parcel] ${label} did not load within ${timeoutMs} ms`);
      if (current) setState({ status: 'failed' });
      current = false;
    }, timeoutMs);
    load().then(
      (config) => {
        clearTimeout(timer);
        if (current) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        clearTimeout(timer);
        console.error(`[remote-parcel] ${label} could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [load, label, attempt, timeoutMs]);

  const retry = useCallback(() => {
    reset?.();
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [reset]);

  const onParcelError = useCallback(
    (error: unknown) => {
      console.error(`[remote-parcel] ${label} failed to mount`, error);
      setState({ status: 'failed' });
    },
    [label],
  );
  const readyConfig = state.status === 'ready' ? state.config : null;
  const parcel = useMemo(
    () => (readyConfig ? guardedParcel(readyConfig, onParcelError) : null),
    [readyConfig, onParcelError],
  );

  if (state.status === 'failed') return <>{fallback(retry)}</>;
  if (!parcel) return <>{loading}</>;
  return (
    <Parcel
      key={attempt}
      config={parcel}
      mountParcel={mountRootParcel}
      handleError={onParcelError}
      wrapClassName={wrapClassName}
      {...parcelProps}
    />
  );
}

interface FederationInstanceLike {
  options?: { remotes?: { name?: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * Loads `<container>/<name>` as a parcel through the federation runtime instance that registered
 * the container: the shell's, which chose the version this browser runs (remotes.json, rollouts).
 * The host never imports the owner's code.
 */
export async function loadFederatedParcel(
  container: string,
  name: string,
): Promise<ParcelConfigObject> {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } })
    .__FEDERATION__;
  const instances = (federation?.__INSTANCES__ ?? []) as FederationInstanceLike[];
  const instance = instances.find((candidate) =>
    candidate.options?.remotes?.some((remote) => remote.name === container),
  );
  if (!instance) throw new Error(`${container} is not registered with the federation runtime`);
  const id = `${container}/${name}`;
  // A fresh config per mount: single-spa keeps per-parcel state on the config it is given.
  return parcelConfigOf(await instance.loadRemote<unknown>(id), id);
}
