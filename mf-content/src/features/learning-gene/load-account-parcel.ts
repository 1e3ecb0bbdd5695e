// Loads one of mf-account's parcels ('mf_account/my-review', 'mf_account/profile-share') through
// the federation runtime instance that registered mf-account (shared's loadFederatedParcel).
// mf-content never imports mf-account code.
import type { ParcelConfigObject } from 'single-spa';
import { loadFederatedParcel } from '@genetype/shared/ui';

export type AccountParcelName = 'my-review' | 'profile-share';

export function loadAccountParcel(name: AccountParcelName): Promise<ParcelConfigObject> {
  return loadFederatedParcel('mf_account', name);
}
