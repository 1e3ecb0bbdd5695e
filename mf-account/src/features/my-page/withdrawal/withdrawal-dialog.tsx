import { useEffect, useId, useState } from 'react';
import { WITHDRAWAL_REAUTH_MINUTES } from '@genetype/domain/contracts';
import {
  errorMessage,
  errorStatus,
  rememberReturnPath,
  useAuthStore,
  useModalStore,
  withdrawalApi,
} from '@genetype/platform';
import { useApiMutation } from '@genetype/platform/query';
import { Dialog } from '@genetype/ui';
import styles from './withdrawal.module.scss';
import { requestWithdrawal } from './api/request-withdrawal';
import { settingsStyles } from '../../../components/settings-form';
import { useAppT } from '../../../i18n';
import ko from '../../../i18n/ko';

/** Where a member who signed in again for the withdrawal comes back to. */
const SETTINGS = { pathname: '/myPage', hash: '#settingSection' } as const;

/**
 * A member without a password proves it is them by signing in again through their provider (the
 * login modal's own Kakao and Google flows); the API then accepts the request for a few minutes.
 */
async function signInAgain(): Promise<void> {
  await useAuthStore.getState().logout();
  rememberReturnPath(SETTINGS);
  useModalStore.getState().open('login');
}

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

/**
 * The withdrawMembership modal: the 14-day notice and a confirm, or the cancel confirm. A request
 * asks for the password (issue 37); a member without one is asked to have signed in moments ago.
 */
export function WithdrawalDialog({ mode, onClose, onChanged }: WithdrawalDialogProps) {
  const t = useAppT();
  const id = useId();
  const isPasswordSet = useAuthStore((state) => state.user?.isPasswordSet === true);
  const asksPassword = mode === 'request' && isPasswordSet;
  const socialOnly = mode === 'request' && !asksPassword;
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useApiMutation({
    mutationFn: (entered: string | undefined) =>
      mode === 'request' ? requestWithdrawal(entered) : withdrawalApi.withdrawAccount('0'),
    onSuccess: () => onChanged(),
  });
  const phase = change.isPending
    ? ({ step: 'submitting' } as const)
    : change.data
      ? ({ step: 'done', message: change.data.message } as const)
      : ({
          step: 'confirm',
          error: change.error ? errorMessage(change.error, t('common.requestFailed')) : undefined,
          // 403: the sign-in is too old for a member without a password (not a wrong password).
          reauth: socialOnly && errorStatus(change.error) === 403,
        } as const);

  useEffect(() => {
    if (phase.step !== 'done') return undefined;
    const timer = window.setTimeout(onClose, WITHDRAWAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase.step, onClose]);

  const submit = () => {
    // A second click while the first request runs does nothing.
    if (change.isPending) return;
    if (asksPassword && password === '') {
      setFieldError(t('withdrawal.passwordEmpty'));
      return;
    }
    setFieldError(null);
    change.mutate(asksPassword ? password : undefined);
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
          {asksPassword && (
            <form
              className={`${settingsStyles.field} ${styles.password}`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <label htmlFor={`${id}-password`} className={settingsStyles.label}>
                {t('withdrawal.passwordLabel')}
              </label>
              <p id={`${id}-hint`} className={settingsStyles.hint}>
                {t('withdrawal.passwordLead')}
              </p>
              <input
                id={`${id}-password`}
                type="password"
                name="password"
                autoComplete="current-password"
                className={settingsStyles.input}
                data-autofocus
                value={password}
                disabled={phase.step === 'submitting'}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={fieldError || phase.error ? true : undefined}
                aria-describedby={`${id}-hint${fieldError || phase.error ? ` ${id}-error` : ''}`}
              />
            </form>
          )}
          {socialOnly && (
            <p className={styles.text}>
              {t('withdrawal.reauthLead', { minutes: WITHDRAWAL_REAUTH_MINUTES })}
            </p>
          )}
          {(fieldError ?? (phase.step === 'confirm' && phase.error)) && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {fieldError ?? phase.error}
            </p>
          )}
          {phase.step === 'confirm' && phase.reauth && (
            <button type="button" className={styles.button} onClick={() => void signInAgain()}>
              {t('withdrawal.signInAgain')}
            </button>
          )}
          <div className={styles.actions}>
            {/* The safe choice has the focus, unless the password is asked for first. */}
            <button
              data-autofocus={asksPassword ? undefined : true}
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
