// Where mf-account's widgets go on the result variant of /learningGene: single-spa parcels that
// mf-account exposes (DESIGN §8), mounted with single-spa-react's <Parcel>. The parcel host is
// a lazy chunk, so <Parcel> and the loader stay out of the page's first load.
import { Suspense, lazy } from 'react';

const AccountParcel = lazy(
  () => import(/* webpackChunkName: "account-parcel" */ './account-parcel'),
);

/** The profile-share block (copy the encrypted profile link). Parcel: mf-account './profile-share'. */
export function ProfileShareSlot() {
  return (
    <div data-parcel-slot="mf-account/profile-share">
      <Suspense fallback={null}>
        <AccountParcel name="profile-share" />
      </Suspense>
    </div>
  );
}

/** The my-review block (write or edit the member's review). Parcel: mf-account './my-review'. */
export function MyReviewSlot() {
  return (
    <div data-parcel-slot="mf-account/my-review">
      <Suspense fallback={null}>
        <AccountParcel name="my-review" />
      </Suspense>
    </div>
  );
}
