// Loads one of mf-account's parcels ('mf_account/my-review', 'mf_account/profile-share') through
// the federation runtime instance that registered mf-account: the shell's, which chose the
// version this browser runs (remotes.json, rollouts). mf-content never imports mf-account code.
import type { ParcelConfigObject } from 'single-spa';

export type AccountParcelName = 'my-review' | 'profile-share';

const CONTAINER = 'mf_account';

interface FederationInstanceLike {
  options?: { remotes?: { name?: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
}

/** The runtime instance (normally the shell's) with mf-account among its remotes. */
function hostInstance(): FederationInstanceLike | undefined {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } })
    .__FEDERATION__;
  const instances = (federation?.__INSTANCES__ ?? []) as FederationInstanceLike[];
  return instances.find((instance) =>
    instance.options?.remotes?.some((remote) => remote.name === CONTAINER),
  );
}

function isParcelConfig(value: unknown): value is ParcelConfigObject {
  const candidate = value as Partial<Record<'mount' | 'unmount', unknown>> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.mount === 'function' &&
    typeof candidate.unmount === 'function'
  );
}

export async function loadAccountParcel(name: AccountParcelName): Promise<ParcelConfigObject> {
  const instance = hostInstance();
  if (!instance) throw new Error(`${CONTAINER} is not registered with the federation runtime`);
  const exposed = await instance.loadRemote<unknown>(`${CONTAINER}/${name}`);
  if (!isParcelConfig(exposed)) throw new Error(`${CONTAINER}/${name} did not export a parcel`);
  // A fresh object per mount: single-spa keeps per-parcel state on the config it is given.
  return {
    bootstrap: exposed.bootstrap,
    mount: exposed.mount,
    unmount: exposed.unmount,
    update: exposed.update,
  };
}
