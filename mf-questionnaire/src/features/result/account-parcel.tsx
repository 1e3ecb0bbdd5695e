// mf-account's review and share buttons, mounted as single-spa parcels (DESIGN §8): the review
// modal, the short share address and their calls live in mf-account only; this app loads the
// exposed lifecycles at run time.
import { useCallback } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { RemoteParcel, loadFederatedParcel } from '@genetype/shared/ui';
import styles from './result.module.scss';

export type AccountButton = 'review-button' | 'share-button';

export const PARCEL_FAILED: Record<AccountButton, string> = {
  'review-button': '후기 버튼을 불러오지 못했어요. 잠시 후 새로고침해 주세요.',
  'share-button': '공유 버튼을 불러오지 못했어요. 잠시 후 새로고침해 주세요.',
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
  const loadParcel = useCallback(() => load(name), [load, name]);
  return (
    <div data-parcel-slot={`mf-account/${name}`} className={styles.slot}>
      <RemoteParcel
        label={`mf-account/${name}`}
        load={loadParcel}
        fallback={() => <p className={styles.parcelNote}>{PARCEL_FAILED[name]}</p>}
      />
    </div>
  );
}
