import { useCallback, useState } from 'react';
import { useAuthStore } from '@genetype/platform';
import { ReviewDialog } from './review-dialog';
import { rememberMyReview, useMyReview } from './use-my-review';
import styles from './reviews.module.scss';
import { useAppT } from '../../i18n';
import ko from '../../i18n/ko';

// The Korean labels (the button shows them in the page's language).
export const REVIEW_WRITE_LABEL = ko.reviews.write;
export const REVIEW_EDIT_LABEL = ko.reviews.edit;

/**
 * The one review entry where members finish (result, /thank-you, my page, own profile): "후기
 * 남기기", or "후기 수정하기" once a review exists, opening the review modal (spec §4).
 */
export function ReviewButton() {
  const t = useAppT();
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const mine = useMyReview(signedIn);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  if (!signedIn) return null;
  // Without the stored review the member can still write one; the API refuses a second.
  const review = mine.data ?? null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        disabled={mine.isPending}
        onClick={() => setOpen(true)}
      >
        {review ? t('reviews.edit') : t('reviews.write')}
      </button>
      {open && <ReviewDialog review={review} onClose={close} onSaved={rememberMyReview} />}
    </>
  );
}
