import { useCallback, useId, useState } from 'react';
import { useAuthStore } from '@genetype/platform';
import styles from './withdrawal.module.scss';
import { WithdrawalDialog } from './withdrawal-dialog';
import { useAppT } from '../../../i18n';

/**
 * Settings → withdrawal (spec §4): a request link while `isWithdraw` is 0; the days left and a
 * cancel button while a request is pending.
 */
export function WithdrawalSection() {
  const t = useAppT();
  const user = useAuthStore((state) => state.user);
  const loadUser = useAuthStore((state) => state.loadUser);
  const [mode, setMode] = useState<'request' | 'cancel' | null>(null);
  const headingId = useId();
  const close = useCallback(() => setMode(null), []);
  const reload = useCallback(() => void loadUser(), [loadUser]);

  if (!user) return null;
  const pending = user.isWithdraw === 1;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('withdrawal.title')}
      </h3>
      {pending ? (
        <>
          <p className={styles.text}>
            {t('withdrawal.pending')}{' '}
            <span className={styles.remaining}>
              {user.remainingDays === null || user.remainingDays <= 0
                ? t('withdrawal.soon')
                : user.remainingDays === 1
                  ? t('withdrawal.daysLeftOne', { days: user.remainingDays })
                  : t('withdrawal.daysLeft', { days: user.remainingDays })}
            </span>{' '}
            {t('withdrawal.canCancel')}
          </p>
          <button type="button" className={styles.button} onClick={() => setMode('cancel')}>
            {t('withdrawal.cancel')}
          </button>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('withdrawal.intro')}</p>
          <button type="button" className={styles.link} onClick={() => setMode('request')}>
            {t('withdrawal.requestTitle')}
          </button>
        </>
      )}
      {mode && <WithdrawalDialog mode={mode} onClose={close} onChanged={reload} />}
    </section>
  );
}
