import { useFormik } from 'formik';
import { useId } from 'react';
import { errorMessage } from '@genetype/platform';
import { useApiMutation } from '@genetype/platform/query';
import { passwordSetSchema, validationText } from '@genetype/domain/validation';
import type { SocialProvider } from '@genetype/domain/contracts';
import type { PasswordSetForm } from '@genetype/domain/validation';
import { Dialog, useChangedFieldBlur } from '@genetype/ui';
import { signOutOfProvider } from './provider-sign-out';
import styles from './social-logins.module.scss';
import { useAppT } from '../../../i18n';
import { updatePassword } from '../../../components/settings-form';
import { disconnectProvider } from './api/social-links';

/** Catalogue keys of the providers' names. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  kakao: 'providers.kakao',
  google: 'providers.google',
};

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
  const t = useAppT();
  const fieldId = useId();
  const name = t(PROVIDER_NAMES[provider]);

  const disconnect = useApiMutation({
    mutationFn: async (values: PasswordSetForm | null) => {
      if (values) await updatePassword(values);
      await signOutOfProvider(provider);
      const { message } = await disconnectProvider({ email, socialLoginType: provider });
      return message;
    },
    onSuccess: onDisconnected,
  });
  const busy = disconnect.isPending;
  // Spec §8: the failure is logged (by the client) and the spinner stops.
  const failure = disconnect.error
    ? errorMessage(disconnect.error, t('social.disconnectFailed'))
    : null;
  const run = (values: PasswordSetForm | null) => {
    if (!busy) disconnect.mutate(values);
  };

  const formik = useFormik<PasswordSetForm>({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validationSchema: passwordSetSchema,
    onSubmit: (values) => run(values),
  });
  // A blur shows an error only for a field the member changed, after the tap (issue #37).
  const onFieldBlur = useChangedFieldBlur(formik);

  return (
    <Dialog
      open
      title={t('social.disconnectTitle', { name })}
      onClose={onClose}
      dismissible={!busy}
    >
      {needsPassword ? (
        <form noValidate onSubmit={formik.handleSubmit}>
          <p className={styles.text}>{t('social.needsPassword', { name })}</p>
          <div className={styles.field}>
            <label htmlFor={`${fieldId}-new`}>{t('password.new')}</label>
            <input
              data-autofocus
              id={`${fieldId}-new`}
              type="password"
              autoComplete="new-password"
              {...formik.getFieldProps('newPassword')}
              onBlur={onFieldBlur}
              disabled={busy}
              aria-describedby={`${fieldId}-hint ${fieldId}-new-error`}
              aria-invalid={Boolean(formik.touched.newPassword && formik.errors.newPassword)}
            />
            <span id={`${fieldId}-hint`} className={styles.hint}>
              {validationText('validation.passwordHint')}
            </span>
            {formik.touched.newPassword && formik.errors.newPassword && (
              <span id={`${fieldId}-new-error`} className={styles.fieldError}>
                {formik.errors.newPassword}
              </span>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${fieldId}-confirm`}>{t('password.confirm')}</label>
            <input
              id={`${fieldId}-confirm`}
              type="password"
              autoComplete="new-password"
              {...formik.getFieldProps('confirmNewPassword')}
              onBlur={onFieldBlur}
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
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className={`${styles.button} ${styles.primary}`}
              disabled={busy}
              aria-busy={busy}
            >
              {busy && <span className={styles.spinner} aria-hidden="true" />}
              {t('social.setPasswordAndDisconnect')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className={styles.text}>{t('social.confirmDisconnect', { name, email })}</p>
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
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              onClick={() => run(null)}
              disabled={busy}
              aria-busy={busy}
            >
              {busy && <span className={styles.spinner} aria-hidden="true" />}
              {t('social.disconnect')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
