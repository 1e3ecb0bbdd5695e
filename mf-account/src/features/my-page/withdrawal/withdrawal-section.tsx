import { useCallback, useId, useState } from 'react';
import { useAuthStore } from '@genetype/shared';
import styles from './withdrawal.module.scss';
import { WithdrawalDialog } from './withdrawal-dialog';

/**
 * Settings → withdrawal (spec §4): a request link while `isWithdraw` is 0; the days left and a
 * cancel button while a request is pending.
 */
export function WithdrawalSection() {
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
        회원 탈퇴
      </h3>
      {pending ? (
        <>
          <p className={styles.text}>
            탈퇴 신청이 접수되었어요.{' '}
            <span className={styles.remaining}>
              {user.remainingDays === null || user.remainingDays <= 0
                ? '곧 탈퇴가 완료돼요.'
                : `${user.remainingDays}일 뒤 탈퇴가 완료돼요.`}
            </span>{' '}
            그 전에는 언제든 취소할 수 있어요.
          </p>
          <button type="button" className={styles.button} onClick={() => setMode('cancel')}>
            탈퇴 취소
          </button>
        </>
      ) : (
        <>
          <p className={styles.text}>더 이상 진타입을 이용하지 않으려면 탈퇴를 신청할 수 있어요.</p>
          <button type="button" className={styles.link} onClick={() => setMode('request')}>
            회원 탈퇴 신청
          </button>
        </>
      )}
      {mode && <WithdrawalDialog mode={mode} onClose={close} onChanged={reload} />}
    </section>
  );
}
