import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, reviewsApi } from '@genetype/shared';
import { REVIEW_MAX, reviewFormSchema } from '@genetype/shared/validation';
import type { Review } from '@genetype/shared';
import { Dialog } from '@genetype/shared/ui';
import styles from './reviews.module.scss';

/** The review modal closes this long after the result shows (spec §9). */
export const REVIEW_CLOSE_DELAY_MS = 3000;

type Phase =
  { step: 'form' } | { step: 'submitting' } | { step: 'result'; ok: boolean; message: string };

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
  const [review] = useState(reviewProp);
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const fieldId = useId();
  const submitting = useRef(false);
  const label = review ? '리뷰 수정' : '리뷰 등록';

  useEffect(() => {
    if (phase.step !== 'result') return undefined;
    const timer = window.setTimeout(onClose, REVIEW_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase.step, onClose]);

  const formik = useFormik({
    initialValues: { contents: review?.contents ?? '' },
    validationSchema: reviewFormSchema,
    onSubmit: async ({ contents }) => {
      if (submitting.current) return;
      submitting.current = true;
      setPhase({ step: 'submitting' });
      try {
        const answer = review
          ? await reviewsApi.update(review._id, contents.trim())
          : await reviewsApi.post(contents.trim());
        setPhase({ step: 'result', ok: true, message: answer.message });
        onSaved(answer.review);
      } catch (error) {
        setPhase({
          step: 'result',
          ok: false,
          message: errorMessage(error, '리뷰를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.'),
        });
      } finally {
        submitting.current = false;
      }
    },
  });

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
          리뷰를 저장하고 있어요…
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
            확인
          </button>
        </div>
      )}
      {phase.step === 'form' && (
        <form className={styles.form} noValidate onSubmit={formik.handleSubmit}>
          <label className={styles.label} htmlFor={fieldId}>
            리뷰 내용
          </label>
          <textarea
            data-autofocus
            id={fieldId}
            className={styles.textarea}
            placeholder="검사 결과가 학습이나 생활에 어떤 도움이 되었는지 들려주세요."
            maxLength={REVIEW_MAX}
            aria-invalid={Boolean(error)}
            aria-describedby={`${fieldId}-meta`}
            {...formik.getFieldProps('contents')}
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
              취소
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
