import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useFormik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  STORAGE_KEYS,
  authApi,
  errorMessage,
  errorStatus,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/shared';
import {
  RESET_TOKEN_PATTERN,
  RECOVERY_MESSAGES,
  VALIDATION_MESSAGES,
  resetPasswordSchema,
} from '@genetype/shared/validation';
import type { ResetPasswordForm } from '@genetype/shared/validation';
import styles from './reset-password.module.scss';

type LinkState = { kind: 'checking' } | { kind: 'usable' } | { kind: 'unusable'; message: string };

const CHECK_FAILED = '링크를 확인하지 못했어요. 잠시 후 다시 시도해 주세요.';
const RESET_FAILED = '비밀번호를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.';

/** 400 and 410 are answers about the link itself; anything else is a passing failure. */
const isLinkProblem = (error: unknown) => {
  const status = errorStatus(error);
  return status === 400 || status === 410;
};

function RequestAgain() {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.submit}
        onClick={() => useModalStore.getState().open('forgotPassword')}
      >
        재설정 메일 다시 받기
      </button>
      <Link to="/" className={styles.secondary}>
        홈으로
      </Link>
    </div>
  );
}

/** /user/resetPassword/{token}: the e-mailed link. Sets a new password (spec §4, §5). */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const id = useId();
  const inFlight = useRef(false);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<LinkState>(() =>
    RESET_TOKEN_PATTERN.test(token)
      ? { kind: 'checking' }
      : { kind: 'unusable', message: RECOVERY_MESSAGES.resetTokenInvalid },
  );
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!RESET_TOKEN_PATTERN.test(token)) return;
    let current = true;
    authApi
      .checkResetToken(token)
      .then(() => current && setLink({ kind: 'usable' }))
      .catch((error: unknown) => {
        if (!current) return;
        setLink({
          kind: 'unusable',
          message: isLinkProblem(error) ? errorMessage(error, CHECK_FAILED) : CHECK_FAILED,
        });
      });
    return () => {
      current = false;
    };
  }, [token]);

  const formik = useFormik<ResetPasswordForm>({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFormError(null);
      try {
        const answer = await authApi.resetPassword(token, values);
        // Every session ended on the server: forget this browser's one too.
        if (storage.get(STORAGE_KEYS.token)) useAuthStore.getState().clearSession();
        storage.remove(STORAGE_KEYS.resetPasswordToken);
        useModalStore.getState().open('success', {
          title: '비밀번호를 바꿨어요',
          message: answer.message,
        });
        // Home without `openLogin`: the success modal (one at a time) says to log in again.
        void navigate('/', { replace: true });
      } catch (error) {
        if (errorStatus(error) === 410) {
          setLink({ kind: 'unusable', message: errorMessage(error, RESET_FAILED) });
        } else {
          setFormError(errorMessage(error, RESET_FAILED));
        }
      } finally {
        inFlight.current = false;
      }
    },
  });

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
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
          onBlur={formik.handleBlur}
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
        비밀번호 재설정
      </h1>
      {link.kind === 'checking' && (
        <p className={styles.lead} role="status">
          링크를 확인하고 있어요…
        </p>
      )}
      {link.kind === 'unusable' && (
        <>
          <p className={styles.problem} role="alert">
            {link.message}
          </p>
          <RequestAgain />
        </>
      )}
      {link.kind === 'usable' && (
        <>
          <p className={styles.lead}>새로 쓸 비밀번호를 입력해 주세요.</p>
          <form
            className={styles.form}
            onSubmit={(event) => void onFormSubmit(event)}
            noValidate
            aria-busy={formik.isSubmitting}
          >
            <fieldset className={styles.fieldset} disabled={formik.isSubmitting}>
              <legend className={styles.visuallyHidden}>새 비밀번호</legend>
              {field('newPassword', '새 비밀번호', newRef, VALIDATION_MESSAGES.passwordHint)}
              {field('confirmNewPassword', '새 비밀번호 확인', confirmRef)}
              {formError && (
                <p className={styles.problem} role="alert">
                  {formError}
                </p>
              )}
              <button type="submit" className={styles.submit}>
                {formik.isSubmitting ? '바꾸는 중이에요…' : '비밀번호 바꾸기'}
              </button>
            </fieldset>
          </form>
        </>
      )}
    </section>
  );
}
