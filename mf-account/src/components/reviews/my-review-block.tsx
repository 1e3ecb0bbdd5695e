import { useCallback, useId, useState } from 'react';
import { useAuthStore } from '@genetype/platform';
import { ReviewDialog } from './review-dialog';
import { rememberMyReview, useMyReview } from './use-my-review';
import styles from './reviews.module.scss';
import { useAppT } from '../../i18n';

/** The my-review block of the learning-gene result page: the member's review and the modal. */
export function MyReviewBlock() {
  const t = useAppT();
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const mine = useMyReview(signedIn);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const close = useCallback(() => setOpen(false), []);
  // The client logs a failed load (spec §8); the block says so and offers "다시 시도".
  const loaded =
    mine.isError && !mine.isFetching
      ? 'failed'
      : mine.isPending || mine.isError
        ? 'loading'
        : 'ready';

  if (!signedIn) return null;
  const review = mine.data ?? null;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('reviews.mine')}
      </h2>
      {loaded === 'loading' && (
        <p className={`${styles.text} ${styles.loading}`} role="status">
          <span className={styles.smallSpinner} aria-hidden="true" />
          {t('reviews.loading')}
        </p>
      )}
      {loaded === 'failed' && (
        <>
          <p className={styles.text} role="alert">
            {t('reviews.loadFailed')}
          </p>
          <button type="button" className={styles.retry} onClick={() => void mine.refetch()}>
            {t('common.retry')}
          </button>
        </>
      )}
      {loaded === 'ready' && (
        <>
          <p className={styles.text}>{review ? review.contents : t('reviews.invite')}</p>
          <button type="button" className={styles.button} onClick={() => setOpen(true)}>
            {review ? t('reviews.editMine') : t('reviews.leave')}
          </button>
        </>
      )}
      {open && loaded === 'ready' && (
        <ReviewDialog review={review} onClose={close} onSaved={rememberMyReview} />
      )}
    </section>
  );
}
