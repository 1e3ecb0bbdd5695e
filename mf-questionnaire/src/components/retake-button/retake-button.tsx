// Retake (spec §4, §8): confirm, delete the previous result, refresh the user, and go to
// /questions one second later. One retake at a time; the server's message on failure.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  errorMessage,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import { useApiMutation } from '@genetype/platform/query';
import { Dialog } from '@genetype/ui';
import { dialogStyles } from '../dialogs';
import { startRetake } from './retake';
import { useAppT } from '../../i18n';
import ko from '../../i18n/ko';
import styles from './retake-button.module.scss';

/** The Korean confirmation (tests quote it). */
export const RETAKE_CONFIRM_TEXT = ko.retake.confirm;
export const RETAKE_REDIRECT_MS = 1000;

export function RetakeButton() {
  const t = useAppT();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const retake = useApiMutation({
    mutationFn: async () => {
      await startRetake();
      storage.remove(STORAGE_KEYS.type);
      await useAuthStore.getState().loadUser();
    },
    onSuccess: () => {
      timer.current = setTimeout(() => {
        setConfirming(false);
        navigate('/questions');
      }, RETAKE_REDIRECT_MS);
    },
    onError: (error) => {
      setConfirming(false);
      useModalStore.getState().open('error', {
        message: errorMessage(error, t('retake.failed')),
      });
    },
  });
  // Still busy after success, until the move to /questions.
  const busy = retake.isPending || retake.isSuccess;

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setConfirming(true)}
        disabled={busy}
      >
        {t('retake.button')}
      </button>
      {confirming ? (
        <Dialog open title={t('retake.button')} busy={busy} onClose={() => setConfirming(false)}>
          <div className={dialogStyles.text}>
            <p>{t('retake.confirm')}</p>
            {busy ? (
              <p role="status" className={styles.status}>
                <span className={dialogStyles.spinner} aria-hidden="true" />
                {t('retake.deleting')}
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
              {t('retake.cancel')}
            </button>
            <button
              type="button"
              className={dialogStyles.primary}
              onClick={() => !busy && retake.mutate()}
              disabled={busy}
            >
              {t('retake.button')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
