import { useFormik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '@genetype/platform';
import { postReview, updateReview } from './reviews-api';
import { useApiMutation } from '@genetype/platform/query';
import { REVIEW_MAX, reviewFormSchema } from '@genetype/domain/validation';
import type { Review } from '@genetype/domain/contracts';
import { Dialog, useChangedFieldBlur } from '@genetype/ui';
import styles from './reviews.module.scss';
import { useAppT } from '../../i18n';

/** The review modal closes this long after the result shows (spec §9). */
export const REVIEW_CLOSE_DELAY_MS = 3000;

export interface ReviewDialogProps {
  /** The member's review; null to register a first one. */
  review: Review | null;
  onClose(): void;
  /** After a successful save, with the stored review. */
  onSaved(review: Review): void;
}

/** The review modal (spec §4): register or modify, n/500 counter, result, closes after 3 s. */
export function ReviewDialog({ review: reviewProp, onClose, onSaved }: ReviewDialogProps) {
  // Register or modify is decided when the modal opens; saving must not retitle it mid-way.
  const t = useAppT();
  const [review] = useState(reviewProp);
  const fieldId = useId();
  const label = review ? t('reviews.update') : t('reviews.post');

  const save = useApiMutation({
    mutationFn: (contents: string) =>
      review ? updateReview(review._id, contents) : postReview(contents),
    onSuccess: (answer) => onSaved(answer.review),
  });
  // The modal's phase is the save's state: form (idle), submitting, result (success or failure).
  const phase = save.isIdle
    ? ({ step: 'form' } as const)
    : save.isPending
      ? ({ step: 'submitting' } as const)
      : ({
          step: 'result',
          ok: save.isSuccess,
          message: save.data
            ? save.data.message
            : errorMessage(save.error, t('reviews.saveFailed')),
        } as const);

  useEffect(() => {
    if (phase.step !== 'result') return undefined;
    const timer = window.setTimeout(onClose, REVIEW_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase.step, onClose]);

  const formik = useFormik({
    initialValues: { contents: review?.contents ?? '' },
    validationSchema: reviewFormSchema,
    onSubmit: ({ contents }) => {
      if (!save.isIdle) return;
      save.mutate(contents.trim());
    },
  });
  // A blur shows an error only for a field the member changed, after the tap (issue #37).
  const onFieldBlur = useChangedFieldBlur(formik);

  const length = formik.values.contents.length;
  const error = formik.touched.contents ? formik.errors.contents : undefined;
  return (
    <Dialog
      open
      title={label}
      onClose={onClose}
      size="md"
      dismissible={phase.step !== 'submitting'}
    >
      {phase.step === 'submitting' && (
        <div className={styles.busy} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('reviews.saving')}
        </div>
      )}
      {phase.step === 'result' && (
        <div className={styles.result}>
          <p
            className={phase.ok ? styles.success : styles.failure}
            role={phase.ok ? 'status' : 'alert'}
          >
            {phase.message}
          </p>
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={onClose}
          >
            {t('common.confirm')}
          </button>
        </div>
      )}
      {phase.step === 'form' && (
        <form className={styles.form} noValidate onSubmit={formik.handleSubmit}>
          <label className={styles.label} htmlFor={fieldId}>
            {t('reviews.contents')}
          </label>
          <textarea
            data-autofocus
            id={fieldId}
            className={styles.textarea}
            placeholder={t('reviews.placeholder')}
            maxLength={REVIEW_MAX}
            aria-invalid={Boolean(error)}
            aria-describedby={`${fieldId}-meta`}
            {...formik.getFieldProps('contents')}
            onBlur={onFieldBlur}
          />
          <div className={styles.meta} id={`${fieldId}-meta`}>
            {error && <span className={styles.fieldError}>{error}</span>}
            <span
              className={`${styles.counter} ${length > REVIEW_MAX ? styles.over : ''}`}
              aria-live="polite"
            >
              {length}/{REVIEW_MAX}
            </span>
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={onClose}
            >
              {t('common.cancel')}
            </button>
            <button type="submit" className={styles.button}>
              {label}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
