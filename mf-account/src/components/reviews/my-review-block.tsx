import { useCallback, useEffect, useId, useState } from 'react';
import { reviewsApi, useAuthStore } from '@genetype/shared';
import type { Review } from '@genetype/shared';
import { ReviewDialog } from './review-dialog';
import styles from './reviews.module.scss';

type Loaded =
  { status: 'loading' } | { status: 'ready'; review: Review | null } | { status: 'failed' };

/** The my-review block of the learning-gene result page: the member's review and the modal. */
export function MyReviewBlock() {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    reviewsApi.myReview().then(
      ({ data }) => {
        if (current)
          setLoaded({ status: 'ready', review: data.isReview === 1 ? data.review : null });
      },
      // Spec §8: a failed review load is only logged (the client logs it).
      () => {
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn]);

  if (!signedIn) return null;
  const review = loaded.status === 'ready' ? loaded.review : null;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        나의 리뷰
      </h2>
      {loaded.status === 'loading' && <p className={styles.text}>리뷰를 불러오는 중이에요…</p>}
      {loaded.status === 'failed' && (
        <p className={styles.text}>리뷰를 불러오지 못했어요. 잠시 후 다시 확인해 주세요.</p>
      )}
      {loaded.status === 'ready' && (
        <>
          <p className={styles.text}>
            {review
              ? review.contents
              : '검사는 어떠셨나요? 다른 회원에게 도움이 되는 리뷰를 남겨 주세요.'}
          </p>
          <button type="button" className={styles.button} onClick={() => setOpen(true)}>
            {review ? '내 리뷰 수정하기' : '리뷰 남기기'}
          </button>
        </>
      )}
      {open && loaded.status === 'ready' && (
        <ReviewDialog
          review={review}
          onClose={close}
          onSaved={(saved) => setLoaded({ status: 'ready', review: saved })}
        />
      )}
    </section>
  );
}
