import type { Translate } from '@genetype/platform';
import { modalText, useModalT } from '../../i18n/modals';
import { useState } from 'react';
import { errorMessage, useAuthStore, useModalStore, withdrawalApi } from '@genetype/platform';
import styles from './auth-notice.module.scss';

export function withdrawalPendingText(remainingDays: unknown, t: Translate = modalText): string {
  const days = typeof remainingDays === 'number' && remainingDays >= 0 ? remainingDays : null;
  const when =
    days === null
      ? t('withdrawal.soon')
      : days === 0
        ? t('withdrawal.today')
        : days === 1
          ? t('withdrawal.inOneDay')
          : t('withdrawal.inDays', { days });
  return t('withdrawal.pending', { when });
}

/** Shown right after a member with a pending withdrawal logs in (issue 17). */
export function WithdrawalPendingModal({
  remainingDays,
  close,
}: {
  remainingDays?: unknown;
  close: () => void;
}) {
  const t = useModalT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await withdrawalApi.withdrawAccount('0');
      await useAuthStore.getState().loadUser();
      useModalStore.getState().open('success', {
        title: t('withdrawal.cancelledTitle'),
        message: t('withdrawal.cancelled'),
      });
    } catch (error) {
      setFailure(errorMessage(error, t('withdrawal.cancelFailed')));
      setBusy(false);
    }
  };

  return (
    <div className={styles.notice} aria-busy={busy}>
      <p className={styles.text}>{withdrawalPendingText(remainingDays, t)}</p>
      {failure && (
        <p className={styles.text} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close} disabled={busy}>
          {t('withdrawal.keep')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void cancel()}
          disabled={busy}
          data-autofocus
        >
          {t('withdrawal.cancel')}
        </button>
      </div>
    </div>
  );
}
