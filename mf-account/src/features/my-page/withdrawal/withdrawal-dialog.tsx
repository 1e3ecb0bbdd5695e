import { useEffect } from 'react';
import { errorMessage, withdrawalApi } from '@genetype/platform';
import { useApiMutation } from '@genetype/platform/query';
import { Dialog } from '@genetype/ui';
import styles from './withdrawal.module.scss';
import { useAppT } from '../../../i18n';
import ko from '../../../i18n/ko';

/** The settings modal closes this long after a successful request or cancel (spec §9). */
export const WITHDRAWAL_CLOSE_DELAY_MS = 2000;

/** The 14-day notice, in Korean (the dialog shows it in the page's language). */
export const WITHDRAWAL_NOTICE = ko.withdrawal.notice;

export interface WithdrawalDialogProps {
  mode: 'request' | 'cancel';
  /** Called when the dialog should disappear (dismissed, or 2 s after success). */
  onClose(): void;
  /** Called once the server accepted the change (the user data reloads). */
  onChanged(): void;
}

/** The withdrawMembership modal: the 14-day notice and a confirm, or the cancel confirm. */
export function WithdrawalDialog({ mode, onClose, onChanged }: WithdrawalDialogProps) {
  const t = useAppT();
  const change = useApiMutation({
    mutationFn: () => withdrawalApi.withdrawAccount(mode === 'request' ? '1' : '0'),
    onSuccess: () => onChanged(),
  });
  const phase = change.isPending
    ? ({ step: 'submitting' } as const)
    : change.data
      ? ({ step: 'done', message: change.data.message } as const)
      : ({
          step: 'confirm',
          error: change.error ? errorMessage(change.error, t('common.requestFailed')) : undefined,
        } as const);

  useEffect(() => {
    if (phase.step !== 'done') return undefined;
    const timer = window.setTimeout(onClose, WITHDRAWAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase.step, onClose]);

  const submit = () => {
    // A second click while the first request runs does nothing.
    if (!change.isPending) change.mutate();
  };

  const title = mode === 'request' ? t('withdrawal.requestTitle') : t('withdrawal.cancelTitle');
  return (
    <Dialog open title={title} onClose={onClose} dismissible={phase.step !== 'submitting'}>
      {phase.step === 'done' ? (
        <p className={styles.success} role="status">
          {phase.message}
        </p>
      ) : (
        <>
          <p className={styles.text}>
            {mode === 'request' ? t('withdrawal.notice') : t('withdrawal.cancelText')}
          </p>
          {phase.step === 'confirm' && phase.error && (
            <p className={styles.error} role="alert">
              {phase.error}
            </p>
          )}
          <div className={styles.actions}>
            {/* The safe choice has the focus. */}
            <button
              data-autofocus
              type="button"
              className={styles.button}
              onClick={onClose}
              disabled={phase.step === 'submitting'}
            >
              {mode === 'request' ? t('common.cancel') : t('common.no')}
            </button>
            <button
              type="button"
              className={`${styles.button} ${mode === 'request' ? styles.danger : ''}`}
              onClick={submit}
              disabled={phase.step === 'submitting'}
              aria-busy={phase.step === 'submitting'}
            >
              {phase.step === 'submitting'
                ? t('common.processing')
                : mode === 'request'
                  ? t('withdrawal.confirmRequest')
                  : t('withdrawal.confirmCancel')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
