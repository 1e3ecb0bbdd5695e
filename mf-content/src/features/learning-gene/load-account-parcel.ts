// Loads one of mf-account's parcels ('mf_account/my-review', 'mf_account/profile-share') through
// the federation runtime instance that registered mf-account (shared's loadFederatedParcel).
// mf-content never imports mf-account code.
import type { ParcelConfigObject } from 'single-spa';
import type { MountedFrom } from '@genetype/domain/contracts/modules';
import { loadFederatedParcel } from '@genetype/ui';

/** 'my-review' | 'profile-share': what the contract table says this app mounts from mf-account. */
export type AccountParcelName = MountedFrom<'mf-content', 'mf-account'>;

export function loadAccountParcel(name: AccountParcelName): Promise<ParcelConfigObject> {
  return loadFederatedParcel('mf_account', name);
}
