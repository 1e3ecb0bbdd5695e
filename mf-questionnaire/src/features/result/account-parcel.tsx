// mf-account's review button, mounted as a single-spa parcel (DESIGN §8): the review modal and its
// calls live in mf-account only; this app loads its exposed lifecycles at run time.
import { useCallback } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { RemoteParcel, loadFederatedParcel } from '@genetype/shared/ui';
import styles from './result.module.scss';

export const REVIEW_PARCEL_FAILED = '후기 버튼을 불러오지 못했어요. 잠시 후 새로고침해 주세요.';

export interface ReviewButtonParcelProps {
  load?: () => Promise<ParcelConfigObject>;
}

const loadReviewButton = () => loadFederatedParcel('mf_account', 'review-button');

export default function ReviewButtonParcel({ load = loadReviewButton }: ReviewButtonParcelProps) {
  const loadParcel = useCallback(() => load(), [load]);
  return (
    <div data-parcel-slot="mf-account/review-button" className={styles.slot}>
      <RemoteParcel
        label="mf-account/review-button"
        load={loadParcel}
        fallback={() => <p className={styles.parcelNote}>{REVIEW_PARCEL_FAILED}</p>}
      />
    </div>
  );
}
