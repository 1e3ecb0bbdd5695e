import { useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useFormik } from 'formik';
import { useChangedFieldBlur } from '@genetype/ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  STORAGE_KEYS,
  errorMessage,
  errorStatus,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import { queryClient, useApiMutation, useApiQuery } from '@genetype/platform/query';
import {
  RESET_TOKEN_PATTERN,
  resetPasswordSchema,
  validationText,
} from '@genetype/domain/validation';
import type { ResetPasswordForm } from '@genetype/domain/validation';
import styles from './reset-password.module.scss';
import { useAppT } from '../../i18n';
import { checkResetToken, resetPassword, resetPasswordKeys } from './api/reset-password';

type LinkState =
  | { kind: 'checking' }
  | { kind: 'usable' }
  /** `retry` is there when the check itself failed on the way (no answer, 5xx). */
  | { kind: 'unusable'; message: string; retry?: () => void };

const RESET_KEY = 'reset-password';

/** 400 and 410 are answers about the link itself; anything else is a passing failure. */
const isLinkProblem = (error: unknown) => {
  const status = errorStatus(error);
  return status === 400 || status === 410;
};

function RequestAgain() {
  const t = useAppT();
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.submit}
        onClick={() => useModalStore.getState().open('forgotPassword')}
      >
        {t('reset.requestAgain')}
      </button>
      <Link to="/" className={styles.secondary}>
        {t('callback.home')}
      </Link>
    </div>
  );
}

/** /user/resetPassword/{token}: the e-mailed link. Sets a new password (spec §4, §5). */
export default function ResetPasswordPage() {
  const t = useAppT();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const id = useId();
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const wellFormed = RESET_TOKEN_PATTERN.test(token);
  const check = useApiQuery({
    queryKey: resetPasswordKeys.check(token),
    queryFn: () => checkResetToken(token),
    enabled: wellFormed,
    // Read afresh on every visit, as before the shared client.
    gcTime: 0,
  });
  // The link's own answer after a submit (410: used or expired meanwhile) outranks the check.
  const [usedMeanwhile, setUsedMeanwhile] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const link: LinkState = !wellFormed
    ? { kind: 'unusable', message: validationText('recovery.resetTokenInvalid') }
    : usedMeanwhile !== null
      ? { kind: 'unusable', message: usedMeanwhile }
      : check.isSuccess
        ? { kind: 'usable' }
        : check.isError && !check.isFetching
          ? isLinkProblem(check.error)
            ? { kind: 'unusable', message: errorMessage(check.error, t('reset.checkFailed')) }
            : {
                kind: 'unusable',
                message: t('reset.checkFailed'),
                retry: () => void check.refetch(),
              }
          : { kind: 'checking' };

  const reset = useApiMutation({
    mutationKey: [RESET_KEY, token],
    mutationFn: (values: ResetPasswordForm) => resetPassword(token, values),
  });
  // The double-submit guard: the cache knows of a pending submit at once, before a re-render.
  const resetting = () => queryClient.isMutating({ mutationKey: [RESET_KEY, token] }) > 0;

  const formik = useFormik<ResetPasswordForm>({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      if (resetting()) return;
      setFormError(null);
      try {
        const answer = await reset.mutateAsync(values);
        // Every session ended on the server: forget this browser's one too.
        if (storage.get(STORAGE_KEYS.token)) useAuthStore.getState().clearSession();
        storage.remove(STORAGE_KEYS.resetPasswordToken);
        useModalStore.getState().open('success', {
          title: t('reset.done'),
          message: answer.message,
        });
        // Home without `openLogin`: the success modal (one at a time) says to log in again.
        void navigate('/', { replace: true });
      } catch (error) {
        if (errorStatus(error) === 410) {
          setUsedMeanwhile(errorMessage(error, t('reset.failed')));
        } else {
          setFormError(errorMessage(error, t('reset.failed')));
        }
      }
    },
  });
  // A blur shows an error only for a field the member changed, after the tap (issue #37).
  const onFieldBlur = useChangedFieldBlur(formik);

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resetting()) return;
    const errors = await formik.validateForm();
    if (errors.newPassword || errors.confirmNewPassword) {
      void formik.setTouched({ newPassword: true, confirmNewPassword: true }, false);
      (errors.newPassword ? newRef : confirmRef).current?.focus();
      return;
    }
    await formik.submitForm();
  };

  const errorOf = (name: keyof ResetPasswordForm) =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;

  const field = (
    name: keyof ResetPasswordForm,
    label: string,
    ref: RefObject<HTMLInputElement | null>,
    hint?: string,
  ) => {
    const error = errorOf(name);
    const describedBy =
      [error && `${id}-${name}-error`, hint && `${id}-${name}-hint`].filter(Boolean).join(' ') ||
      undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`} className={styles.label}>
          {label}
        </label>
        <input
          ref={ref}
          id={`${id}-${name}`}
          name={name}
          type="password"
          className={styles.input}
          autoComplete="new-password"
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={onFieldBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {hint && (
          <p id={`${id}-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('reset.title')}
      </h1>
      {link.kind === 'checking' && (
        <p className={styles.lead} role="status">
          {t('reset.checking')}
        </p>
      )}
      {link.kind === 'unusable' && (
        <>
          <p className={styles.problem} role="alert">
            {link.message}
          </p>
          {link.retry && (
            <button type="button" className={styles.retry} onClick={link.retry}>
              {t('common.retry')}
            </button>
          )}
          <RequestAgain />
        </>
      )}
      {link.kind === 'usable' && (
        <>
          <p className={styles.lead}>{t('reset.lead')}</p>
          <form
            className={styles.form}
            onSubmit={(event) => void onFormSubmit(event)}
            noValidate
            aria-busy={formik.isSubmitting}
          >
            <fieldset className={styles.fieldset} disabled={formik.isSubmitting}>
              <legend className={styles.visuallyHidden}>{t('password.new')}</legend>
              {field(
                'newPassword',
                t('password.new'),
                newRef,
                validationText('validation.passwordHint'),
              )}
              {field('confirmNewPassword', t('password.confirm'), confirmRef)}
              {formError && (
                <p className={styles.problem} role="alert">
                  {formError}
                </p>
              )}
              <button type="submit" className={styles.submit}>
                {formik.isSubmitting ? t('reset.submitting') : t('reset.submit')}
              </button>
            </fieldset>
          </form>
        </>
      )}
    </section>
  );
}
