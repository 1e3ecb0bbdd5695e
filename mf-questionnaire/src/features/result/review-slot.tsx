// The review and share button slots; the parcel host is a lazy chunk so <Parcel> stays out of
// first loads.
import { Suspense, lazy } from 'react';

const AccountButtonParcel = lazy(
  () => import(/* webpackChunkName: "account-parcel" */ './account-parcel'),
);

export function ReviewSlot() {
  return (
    <Suspense fallback={null}>
      <AccountButtonParcel name="review-button" />
    </Suspense>
  );
}

export function ShareSlot() {
  return (
    <Suspense fallback={null}>
      <AccountButtonParcel name="share-button" />
    </Suspense>
  );
}

/** The result variant of /learningGene (spec §2: banner, profile share, my review). */
export const LEARNING_GENE_RESULT_PATH = '/learningGene?variant=result';
