// The review and share button slots; the parcel host is a lazy chunk so <Parcel> stays out of
// first loads, and it is asked for only once the slot comes near the screen: loading the parcel
// evaluates mf-account's entry (one task of about 380 ms on a phone, issue 34), which a member who
// opens their result and reads its top should not wait behind.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

const AccountButtonParcel = lazy(
  () => import(/* webpackChunkName: "account-parcel" */ './account-parcel'),
);

/** How far below the screen a slot starts loading, so its buttons are there when scrolled to. */
const NEAR_MARGIN = '400px';

/** `children` once their place is within NEAR_MARGIN of the screen (at once without the API). */
function WhenNear({ children }: { children: ReactNode }) {
  const mark = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = mark.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <span ref={mark} aria-hidden="true" />;
}

export function ReviewSlot() {
  return (
    <WhenNear>
      <Suspense fallback={null}>
        <AccountButtonParcel name="review-button" />
      </Suspense>
    </WhenNear>
  );
}

export function ShareSlot() {
  return (
    <WhenNear>
      <Suspense fallback={null}>
        <AccountButtonParcel name="share-button" />
      </Suspense>
    </WhenNear>
  );
}

/** The result variant of /learningGene (spec §2: banner, profile share, my review). */
export const LEARNING_GENE_RESULT_PATH = '/learningGene?variant=result';
