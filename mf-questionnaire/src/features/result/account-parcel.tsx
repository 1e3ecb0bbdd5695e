// mf-account's review and share buttons, mounted as single-spa parcels (DESIGN §8): the review
// modal, the short share address and their calls live in mf-account only; this app loads the
// exposed lifecycles at run time.
import { useCallback } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import type { MountedFrom } from '@genetype/domain/contracts/modules';
import { RemoteParcel, loadFederatedParcel } from '@genetype/ui';
import ko from '../../i18n/ko';
import { useAppT } from '../../i18n';
import styles from './result.module.scss';

/** 'review-button' | 'share-button': what the contract table says this app mounts from mf-account. */
export type AccountButton = MountedFrom<'mf-questionnaire', 'mf-account'>;

/** The key of each button's failure notice. */
const PARCEL_FAILED_KEY = {
  'review-button': 'parcels.reviewFailed',
  'share-button': 'parcels.shareFailed',
} as const satisfies Record<AccountButton, `parcels.${keyof typeof ko.parcels}`>;

/** The Korean notices (tests quote them). */
export const PARCEL_FAILED: Record<AccountButton, string> = {
  'review-button': ko.parcels.reviewFailed,
  'share-button': ko.parcels.shareFailed,
};
export const REVIEW_PARCEL_FAILED = PARCEL_FAILED['review-button'];

export interface AccountButtonParcelProps {
  name: AccountButton;
  load?: (name: AccountButton) => Promise<ParcelConfigObject>;
}

const loadAccountButton = (name: AccountButton) => loadFederatedParcel('mf_account', name);

export default function AccountButtonParcel({
  name,
  load = loadAccountButton,
}: AccountButtonParcelProps) {
  const t = useAppT();
  const loadParcel = useCallback(() => load(name), [load, name]);
  return (
    <div data-parcel-slot={`mf-account/${name}`} className={styles.slot}>
      <RemoteParcel
        label={`mf-account/${name}`}
        load={loadParcel}
        fallback={() => <p className={styles.parcelNote}>{t(PARCEL_FAILED_KEY[name])}</p>}
      />
    </div>
  );
}
