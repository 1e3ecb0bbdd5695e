import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { accountSettingsApi, errorMessage, socialLinkApi } from '@genetype/shared';
import { VALIDATION_MESSAGES, passwordSetSchema } from '@genetype/shared/validation';
import type { SocialProvider } from '@genetype/shared';
import type { PasswordSetForm } from '@genetype/shared/validation';
import { Dialog } from '@genetype/shared/ui';
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
  const fieldId = useId();
  const busyRef = useRef(false);
  const name = PROVIDER_NAMES[provider];

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
    <Dialog open title={`${name} 연결 해제`} onClose={onClose} dismissible={!busy}>
      {needsPassword ? (
        <form noValidate onSubmit={formik.handleSubmit}>
          <p className={styles.text}>
            연결을 해제하면 {name}로 로그인할 수 없어요. 이메일로 로그인할 수 있도록 먼저 비밀번호를
            설정해 주세요.
          </p>
          <div className={styles.field}>
            <label htmlFor={`${fieldId}-new`}>새 비밀번호</label>
            <input
              data-autofocus
              id={`${fieldId}-new`}
              type="password"
              autoComplete="new-password"
              {...formik.getFieldProps('newPassword')}
              disabled={busy}
              aria-describedby={`${fieldId}-hint ${fieldId}-new-error`}
              aria-invalid={Boolean(formik.touched.newPassword && formik.errors.newPassword)}
            />
            <span id={`${fieldId}-hint`} className={styles.hint}>
              {VALIDATION_MESSAGES.passwordHint}
            </span>
            {formik.touched.newPassword && formik.errors.newPassword && (
              <span id={`${fieldId}-new-error`} className={styles.fieldError}>
                {formik.errors.newPassword}
              </span>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${fieldId}-confirm`}>새 비밀번호 확인</label>
            <input
              id={`${fieldId}-confirm`}
              type="password"
              autoComplete="new-password"
              {...formik.getFieldProps('confirmNewPassword')}
              disabled={busy}
              aria-describedby={`${fieldId}-confirm-error`}
              aria-invalid={Boolean(
                formik.touched.confirmNewPassword && formik.errors.confirmNewPassword,
              )}
            />
            {formik.touched.confirmNewPassword && formik.errors.confirmNewPassword && (
              <span id={`${fieldId}-confirm-error`} className={styles.fieldError}>
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
              data-autofocus
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
    </Dialog>
  );
}
