import { useCallback, useEffect, useState } from 'react';
import { reviewsApi, useAuthStore } from '@genetype/shared';
import type { Review } from '@genetype/shared';
import { ReviewDialog } from './review-dialog';
import styles from './reviews.module.scss';

export const REVIEW_WRITE_LABEL = '후기 남기기';
export const REVIEW_EDIT_LABEL = '후기 수정하기';

type Loaded = { status: 'loading' } | { status: 'ready'; review: Review | null };

/**
 * The one review entry where members finish (result, /thank-you, my page, own profile): "후기
 * 남기기", or "후기 수정하기" once a review exists, opening the review modal (spec §4).
 */
export function ReviewButton() {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    reviewsApi.myReview().then(
      ({ data }) => {
        if (current)
          setLoaded({ status: 'ready', review: data.isReview === 1 ? data.review : null });
      },
      // Without the stored review the member can still write one; the API refuses a second.
      () => {
        if (current) setLoaded({ status: 'ready', review: null });
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn]);

  if (!signedIn) return null;
  const review = loaded.status === 'ready' ? loaded.review : null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        disabled={loaded.status === 'loading'}
        onClick={() => setOpen(true)}
      >
        {review ? REVIEW_EDIT_LABEL : REVIEW_WRITE_LABEL}
      </button>
      {open && (
        <ReviewDialog
          review={review}
          onClose={close}
          onSaved={(saved) => setLoaded({ status: 'ready', review: saved })}
        />
      )}
    </>
  );
}
