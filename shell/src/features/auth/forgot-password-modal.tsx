import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { useChangedFieldBlur } from '@genetype/ui';
import { STORAGE_KEYS, errorMessage, storage, useModalStore } from '@genetype/platform';
import { queryClient, useApiMutation } from '@genetype/platform/query';
import { forgotPasswordSchema } from '@genetype/domain/validation';
import type { ForgotPasswordRequest } from '@genetype/domain/contracts';
import ko from '../../i18n/modals/ko';
import { useModalT } from '../../i18n/modals';
import styles from './login-modal.module.scss';
import { forgotPassword } from './api/auth';

/** The Korean fallback (the modals show `forgotPassword.failed` in the page's language). */
export const RESET_MAIL_FAILED_MESSAGE = ko.forgotPassword.failed;

const SEND_KEY = ['auth', 'forgot-password'];

/**
 * Spec §2/§4 forgot password: e-mail entry, send, login, find account. A reply with a message
 * stores its token as `resetPasswordToken` and shows the success modal; an error flag or a
 * failure opens the wrong-email modal with the server's message.
 */
export function ForgotPasswordModal({ close }: { close: () => void }) {
  const t = useModalT();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const sendMail = useApiMutation({
    mutationKey: SEND_KEY,
    mutationFn: (email: string) => forgotPassword({ email }),
  });
  const loading = sendMail.isPending;
  // The double-submit guard: the cache knows of a pending send at once, before a re-render.
  const sending = () => queryClient.isMutating({ mutationKey: SEND_KEY }) > 0;

  const send = (values: ForgotPasswordRequest) => {
    if (sending()) return;
    const modals = useModalStore.getState();
    // These callbacks do not run once the modal is closed: nothing pops up unasked.
    sendMail.mutate(values.email.trim(), {
      onSuccess: (reply) => {
        if (reply.error || !reply.message) {
          modals.open('wrongEmail', { message: reply.message || t('forgotPassword.failed') });
          return;
        }
        if (reply.token) storage.set(STORAGE_KEYS.resetPasswordToken, reply.token);
        close();
        modals.open('success', { title: t('forgotPassword.sentTitle'), message: reply.message });
      },
      onError: (error) =>
        modals.open('wrongEmail', { message: errorMessage(error, t('forgotPassword.failed')) }),
    });
  };

  const formik = useFormik<ForgotPasswordRequest>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: send,
  });
  // A blur shows an error only for a field the member changed, after the tap (issue #37).
  const onFieldBlur = useChangedFieldBlur(formik);

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending()) return;
    const errors = await formik.validateForm();
    if (errors.email) {
      void formik.setTouched({ email: true }, false);
      emailRef.current?.focus();
      return;
    }
    send(formik.values);
  };

  const emailError = formik.touched.email && formik.errors.email ? formik.errors.email : undefined;
  const open = (name: 'login' | 'findAccount') => useModalStore.getState().open(name);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onFormSubmit(event)}
      noValidate
      aria-busy={loading}
    >
      <fieldset className={styles.fieldset} disabled={loading}>
        <legend className={styles.visuallyHidden}>{t('forgotPassword.legend')}</legend>
        <p className={styles.intro}>{t('forgotPassword.intro')}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {t('forgotPassword.emailLabel')}
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            className={styles.input}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="example@genetype.kr"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={onFieldBlur}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            data-autofocus
          />
          {emailError && (
            <p id={`${id}-email-error`} className={styles.error}>
              {emailError}
            </p>
          )}
        </div>
        <button type="submit" className={styles.submit}>
          {loading && <span className={styles.spinner} aria-hidden="true" />}
          {t('forgotPassword.submit')}
        </button>
        <button type="button" className={styles.signup} onClick={() => open('login')}>
          {t('login.submit')}
        </button>
        <div className={styles.recovery}>
          <button type="button" className={styles.textButton} onClick={() => open('findAccount')}>
            {t('login.findId')}
          </button>
        </div>
      </fieldset>
      <p className={styles.visuallyHidden} role="status">
        {loading ? t('forgotPassword.sending') : ''}
      </p>
    </form>
  );
}

/** Spec §8: the server's message under an apology heading, with a way back to the form. */
export function WrongEmailModal({ message, close }: { message?: unknown; close: () => void }) {
  const t = useModalT();
  const text = typeof message === 'string' && message.trim() ? message : t('forgotPassword.failed');
  return (
    <div className={styles.form}>
      <div className={styles.fieldset}>
        <p className={styles.intro}>{text}</p>
        <button
          type="button"
          className={styles.submit}
          onClick={() => useModalStore.getState().open('forgotPassword')}
          data-autofocus
        >
          {t('forgotPassword.retypeEmail')}
        </button>
        <button type="button" className={styles.signup} onClick={close}>
          {t('forgotPassword.close')}
        </button>
      </div>
    </div>
  );
}
