// Loads one of mf-account's parcels ('mf_account/my-review', 'mf_account/profile-share') through
// the federation runtime instance that registered mf-account: the shell's, which chose the
// version this browser runs (remotes.json, rollouts). mf-content never imports mf-account code.
import type { ParcelConfigObject } from 'single-spa';
import { parcelConfigOf } from '@genetype/shared/ui';

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

export async function loadAccountParcel(name: AccountParcelName): Promise<ParcelConfigObject> {
  const instance = hostInstance();
  if (!instance) throw new Error(`${CONTAINER} is not registered with the federation runtime`);
  const id = `${CONTAINER}/${name}`;
  // A fresh config per mount: single-spa keeps per-parcel state on the config it is given.
  return parcelConfigOf(await instance.loadRemote<unknown>(id), id);
}
