// Loads mf-search's popup parcel ('mf_search/search-popup') through the federation runtime, with
// the remotes registered from remotes.json by the shell's remote loader (same version choice).
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import type { MountedFrom } from '@genetype/domain/contracts/modules';
import { parcelConfigOf } from '@genetype/ui';
import { remoteLoader } from '../../federation';

const APP = 'mf-search';
// Typed against the contract table (packages/domain/src/contracts/modules.ts): the release check knows it.
export const SEARCH_POPUP_MODULE =
  'mf_search/search-popup' satisfies `mf_search/${MountedFrom<'shell', 'mf-search'>}`;

let loaded: ParcelConfigObject | null = null;

/** The popup parcel's lifecycles; loaded once, then reused every time the popup opens. */
export async function loadSearchPopup(): Promise<ParcelConfigObject> {
  if (loaded) return loaded;
  const manifest = await remoteLoader.ensureRegistered();
  const problem = manifest.problems[APP];
  if (problem) throw new Error(`${APP} is disabled by remotes.json: ${problem}`);
  loaded = parcelConfigOf(await loadRemote<unknown>(SEARCH_POPUP_MODULE), SEARCH_POPUP_MODULE);
  return loaded;
}

/** After a failure: drop what the runtime cached for mf-search, so the next try starts afresh. */
export function resetSearchPopup(): void {
  loaded = null;
  remoteLoader.reset(APP);
}
