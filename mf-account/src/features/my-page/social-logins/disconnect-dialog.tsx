import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import {
  VALIDATION_MESSAGES,
  accountSettingsApi,
  errorMessage,
  passwordSetSchema,
  socialLinkApi,
} from '@genetype/shared';
import type { PasswordSetForm, SocialProvider } from '@genetype/shared';
import { signOutOfProvider } from './provider-sign-out';
import styles from './social-logins.module.scss';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { kakao: '카카오', google: 'Google' };

export interface DisconnectDialogProps {
  provider: SocialProvider;
  /** The linked account's e-mail, sent with the disconnect call. */
  email: string;
  /** Unlinking needs a password: without one, this dialog sets it first. */
  needsPassword: boolean;
  onClose(): void;
  /** After a successful disconnect, with the server's message. */
  onDisconnected(message: string): void;
}

/** The disconnect modal: (set a password,) sign out of the provider, then disconnect. */
export function DisconnectDialog({
  provider,
  email,
  needsPassword,
  onClose,
  onDisconnected,
}: DisconnectDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const busyRef = useRef(false);
  const firstField = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const name = PROVIDER_NAMES[provider];

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const run = async (values: PasswordSetForm | null) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      if (values) await accountSettingsApi.updatePassword(values);
      await signOutOfProvider(provider);
      const { message } = await socialLinkApi.disconnect({ email, socialLoginType: provider });
      onDisconnected(message);
    } catch (error) {
      // Spec §8: the failure is logged (by the client) and the spinner stops.
      setFailure(errorMessage(error, '연결을 해제하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const formik = useFormik<PasswordSetForm>({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validationSchema: passwordSetSchema,
    onSubmit: (values) => run(values),
  });

  return (
    <div
      className={styles.backdrop}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onClose();
      }}
    >
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {name} 연결 해제
        </h2>
        {needsPassword ? (
          <form noValidate onSubmit={formik.handleSubmit}>
            <p className={styles.text}>
              연결을 해제하면 {name}로 로그인할 수 없어요. 이메일로 로그인할 수 있도록 먼저
              비밀번호를 설정해 주세요.
            </p>
            <div className={styles.field}>
              <label htmlFor={`${titleId}-new`}>새 비밀번호</label>
              <input
                ref={firstField}
                id={`${titleId}-new`}
                type="password"
                autoComplete="new-password"
                {...formik.getFieldProps('newPassword')}
                disabled={busy}
                aria-describedby={`${titleId}-hint ${titleId}-new-error`}
                aria-invalid={Boolean(formik.touched.newPassword && formik.errors.newPassword)}
              />
              <span id={`${titleId}-hint`} className={styles.hint}>
                {VALIDATION_MESSAGES.passwordHint}
              </span>
              {formik.touched.newPassword && formik.errors.newPassword && (
                <span id={`${titleId}-new-error`} className={styles.fieldError}>
                  {formik.errors.newPassword}
                </span>
              )}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${titleId}-confirm`}>새 비밀번호 확인</label>
              <input
                id={`${titleId}-confirm`}
                type="password"
                autoComplete="new-password"
                {...formik.getFieldProps('confirmNewPassword')}
                disabled={busy}
                aria-describedby={`${titleId}-confirm-error`}
                aria-invalid={Boolean(
                  formik.touched.confirmNewPassword && formik.errors.confirmNewPassword,
                )}
              />
              {formik.touched.confirmNewPassword && formik.errors.confirmNewPassword && (
                <span id={`${titleId}-confirm-error`} className={styles.fieldError}>
                  {formik.errors.confirmNewPassword}
                </span>
              )}
            </div>
            {failure && (
              <p className={styles.error} role="alert">
                {failure}
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={onClose} disabled={busy}>
                취소
              </button>
              <button
                type="submit"
                className={`${styles.button} ${styles.primary}`}
                disabled={busy}
                aria-busy={busy}
              >
                {busy && <span className={styles.spinner} aria-hidden="true" />}
                비밀번호 설정 후 연결 해제
              </button>
            </div>
          </form>
        ) : (
          <>
            <p className={styles.text}>
              {name} 계정({email}) 연결을 해제할까요? 해제한 뒤에는 {name}로 로그인할 수 없어요.
            </p>
            {failure && (
              <p className={styles.error} role="alert">
                {failure}
              </p>
            )}
            <div className={styles.actions}>
              <button
                ref={firstField}
                type="button"
                className={styles.button}
                onClick={onClose}
                disabled={busy}
              >
                취소
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.primary}`}
                onClick={() => void run(null)}
                disabled={busy}
                aria-busy={busy}
              >
                {busy && <span className={styles.spinner} aria-hidden="true" />}
                연결 해제
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
