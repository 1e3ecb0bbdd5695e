// Where mf-account's widgets go on the result variant of /learningGene. mf-account will expose
// them as single-spa parcels (DESIGN §8); until it does, each slot is an empty, named container,
// so mounting a <Parcel> later changes only this file.

/** The profile-share block (copy the encrypted profile link). Parcel: mf-account './profile-share'. */
export function ProfileShareSlot() {
  return <div data-parcel-slot="mf-account/profile-share" />;
}

/** The my-review block (write or edit the member's review). Parcel: mf-account './my-review'. */
export function MyReviewSlot() {
  return <div data-parcel-slot="mf-account/my-review" />;
}
