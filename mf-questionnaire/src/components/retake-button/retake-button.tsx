// Retake (spec §4, §8): confirm, delete the previous result, refresh the user, and go to
// /questions one second later. One retake at a time; the server's message on failure.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  errorMessage,
  questionsApi,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/shared';
import { Dialog } from '@genetype/shared/ui';
import { dialogStyles } from '../dialogs';
import styles from './retake-button.module.scss';

export const RETAKE_CONFIRM_TEXT = '다시 검사하면 이전 검사 결과는 삭제됩니다. 계속 하시겠습니까?';
export const RETAKE_REDIRECT_MS = 1000;

export function RetakeButton() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const retake = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await questionsApi.retake();
      storage.remove(STORAGE_KEYS.type);
      await useAuthStore.getState().loadUser();
      timer.current = setTimeout(() => {
        setConfirming(false);
        navigate('/questions');
      }, RETAKE_REDIRECT_MS);
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      setConfirming(false);
      useModalStore.getState().open('error', {
        message: errorMessage(error, '검사 결과를 삭제하지 못했어요. 잠시 후 다시 시도해 주세요.'),
      });
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setConfirming(true)}
        disabled={busy}
      >
        다시 검사하기
      </button>
      {confirming ? (
        <Dialog open title="다시 검사하기" busy={busy} onClose={() => setConfirming(false)}>
          <div className={dialogStyles.text}>
            <p>{RETAKE_CONFIRM_TEXT}</p>
            {busy ? (
              <p role="status" className={styles.status}>
                <span className={dialogStyles.spinner} aria-hidden="true" />
                이전 결과를 지우고 있어요…
              </p>
            ) : null}
          </div>
          <div className={dialogStyles.actions}>
            <button
              data-autofocus
              type="button"
              className={dialogStyles.secondary}
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              취소
            </button>
            <button
              type="button"
              className={dialogStyles.primary}
              onClick={() => void retake()}
              disabled={busy}
            >
              다시 검사하기
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
