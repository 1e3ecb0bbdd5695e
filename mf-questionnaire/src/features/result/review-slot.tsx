// The review button slot; the parcel host is a lazy chunk so <Parcel> stays out of first loads.
import { Suspense, lazy } from 'react';

const ReviewButtonParcel = lazy(
  () => import(/* webpackChunkName: "account-parcel" */ './account-parcel'),
);

export function ReviewSlot() {
  return (
    <Suspense fallback={null}>
      <ReviewButtonParcel />
    </Suspense>
  );
}

/** The result variant of /learningGene (spec §2: banner, profile share, my review). */
export const LEARNING_GENE_RESULT_PATH = '/learningGene?variant=result';
