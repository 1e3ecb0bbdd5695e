import { useEffect, useRef, useState } from 'react';
import { errorMessage, withdrawalApi } from '@genetype/shared';
import { Dialog } from '@genetype/shared/ui';
import styles from './withdrawal.module.scss';

/** The settings modal closes this long after a successful request or cancel (spec §9). */
export const WITHDRAWAL_CLOSE_DELAY_MS = 2000;

export const WITHDRAWAL_NOTICE =
  '탈퇴 신청 후 14일 이내에는 언제든 취소할 수 있으며, 14일이 지나면 자동으로 탈퇴가 완료됩니다. 탈퇴가 완료되면 검사 결과, 리뷰, 연결된 소셜 계정 등 모든 정보가 삭제되고 되돌릴 수 없어요.';

type Phase =
  { step: 'confirm'; error?: string } | { step: 'submitting' } | { step: 'done'; message: string };

export interface WithdrawalDialogProps {
  mode: 'request' | 'cancel';
  /** Called when the dialog should disappear (dismissed, or 2 s after success). */
  onClose(): void;
  /** Called once the server accepted the change (the user data reloads). */
  onChanged(): void;
}

/** The withdrawMembership modal: the 14-day notice and a confirm, or the cancel confirm. */
export function WithdrawalDialog({ mode, onClose, onChanged }: WithdrawalDialogProps) {
  const [phase, setPhase] = useState<Phase>({ step: 'confirm' });
  const busy = useRef(false);

  useEffect(() => {
    if (phase.step !== 'done') return undefined;
    const timer = window.setTimeout(onClose, WITHDRAWAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase.step, onClose]);

  const submit = async () => {
    // A second click while the first request runs does nothing.
    if (busy.current) return;
    busy.current = true;
    setPhase({ step: 'submitting' });
    try {
      const { message } = await withdrawalApi.withdrawAccount(mode === 'request' ? '1' : '0');
      setPhase({ step: 'done', message });
      onChanged();
    } catch (error) {
      setPhase({
        step: 'confirm',
        error: errorMessage(error, '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.'),
      });
    } finally {
      busy.current = false;
    }
  };

  const title = mode === 'request' ? '회원 탈퇴 신청' : '탈퇴 신청 취소';
  return (
    <Dialog open title={title} onClose={onClose} dismissible={phase.step !== 'submitting'}>
      {phase.step === 'done' ? (
        <p className={styles.success} role="status">
          {phase.message}
        </p>
      ) : (
        <>
          <p className={styles.text}>
            {mode === 'request'
              ? WITHDRAWAL_NOTICE
              : '탈퇴 신청을 취소하면 지금처럼 진타입을 계속 이용할 수 있어요. 취소할까요?'}
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
              {mode === 'request' ? '취소' : '아니요'}
            </button>
            <button
              type="button"
              className={`${styles.button} ${mode === 'request' ? styles.danger : ''}`}
              onClick={() => void submit()}
              disabled={phase.step === 'submitting'}
              aria-busy={phase.step === 'submitting'}
            >
              {phase.step === 'submitting'
                ? '처리 중…'
                : mode === 'request'
                  ? '탈퇴 신청하기'
                  : '탈퇴 취소하기'}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
