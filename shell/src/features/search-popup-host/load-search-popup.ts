// Loads mf-search's popup parcel ('mf_search/search-popup') through the federation runtime, with
// the remotes registered from remotes.json by the shell's remote loader (same version choice).
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import { remoteLoader } from '../../federation';

const APP = 'mf-search';
export const SEARCH_POPUP_MODULE = 'mf_search/search-popup';

function isParcelConfig(value: unknown): value is ParcelConfigObject {
  const candidate = value as Partial<Record<'mount' | 'unmount', unknown>> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.mount === 'function' &&
    typeof candidate.unmount === 'function'
  );
}

let loaded: ParcelConfigObject | null = null;

/** The popup parcel's lifecycles; loaded once, then reused every time the popup opens. */
export async function loadSearchPopup(): Promise<ParcelConfigObject> {
  if (loaded) return loaded;
  const manifest = await remoteLoader.ensureRegistered();
  const problem = manifest.problems[APP];
  if (problem) throw new Error(`${APP} is disabled by remotes.json: ${problem}`);
  const exposed = await loadRemote<unknown>(SEARCH_POPUP_MODULE);
  if (!isParcelConfig(exposed))
    throw new Error(`${SEARCH_POPUP_MODULE} did not export parcel lifecycles`);
  // A fresh object: single-spa keeps per-parcel state on the config it is given.
  loaded = {
    bootstrap: exposed.bootstrap,
    mount: exposed.mount,
    unmount: exposed.unmount,
    update: exposed.update,
  };
  return loaded;
}

/** After a failure: drop what the runtime cached for mf-search, so the next try starts afresh. */
export function resetSearchPopup(): void {
  loaded = null;
  remoteLoader.reset(APP);
}
