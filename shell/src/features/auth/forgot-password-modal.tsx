import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { STORAGE_KEYS, authApi, errorMessage, storage, useModalStore } from '@genetype/shared';
import { forgotPasswordSchema } from '@genetype/shared/validation';
import type { ForgotPasswordRequest } from '@genetype/shared';
import styles from './login-modal.module.scss';

export const RESET_MAIL_FAILED_MESSAGE =
  '비밀번호 재설정 메일을 보내지 못했어요. 이메일 주소를 확인하고 다시 시도해 주세요.';

/**
 * Spec §2/§4 forgot password: e-mail entry, send, login, find account. A reply with a message
 * stores its token as `resetPasswordToken` and shows the success modal; an error flag or a
 * failure opens the wrong-email modal with the server's message.
 */
export function ForgotPasswordModal({ close }: { close: () => void }) {
  const id = useId();
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const emailRef = useRef<HTMLInputElement>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = async (values: ForgotPasswordRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    const modals = useModalStore.getState();
    try {
      const reply = await authApi.forgotPassword({ email: values.email.trim() });
      if (!mounted.current) return;
      if (reply.error || !reply.message) {
        modals.open('wrongEmail', { message: reply.message || RESET_MAIL_FAILED_MESSAGE });
        return;
      }
      if (reply.token) storage.set(STORAGE_KEYS.resetPasswordToken, reply.token);
      close();
      modals.open('success', { title: '메일을 보냈어요', message: reply.message });
    } catch (error) {
      if (!mounted.current) return;
      modals.open('wrongEmail', { message: errorMessage(error, RESET_MAIL_FAILED_MESSAGE) });
    } finally {
      inFlight.current = false;
      if (mounted.current) setLoading(false);
    }
  };

  const formik = useFormik<ForgotPasswordRequest>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: send,
  });

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const errors = await formik.validateForm();
    if (errors.email) {
      void formik.setTouched({ email: true }, false);
      emailRef.current?.focus();
      return;
    }
    await send(formik.values);
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
        <legend className={styles.visuallyHidden}>비밀번호 재설정 메일 받기</legend>
        <p className={styles.intro}>
          가입할 때 쓴 이메일을 입력해 주세요. 새 비밀번호를 정할 수 있는 링크를 보내 드려요.
        </p>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            이메일
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
            onBlur={formik.handleBlur}
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
          재설정 메일 보내기
        </button>
        <button type="button" className={styles.signup} onClick={() => open('login')}>
          로그인
        </button>
        <div className={styles.recovery}>
          <button type="button" className={styles.textButton} onClick={() => open('findAccount')}>
            아이디 찾기
          </button>
        </div>
      </fieldset>
      <p className={styles.visuallyHidden} role="status">
        {loading ? '재설정 메일을 보내는 중이에요.' : ''}
      </p>
    </form>
  );
}

/** Spec §8: the server's message under an apology heading, with a way back to the form. */
export function WrongEmailModal({ message, close }: { message?: unknown; close: () => void }) {
  const text = typeof message === 'string' && message.trim() ? message : RESET_MAIL_FAILED_MESSAGE;
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
          이메일 다시 입력하기
        </button>
        <button type="button" className={styles.signup} onClick={close}>
          닫기
        </button>
      </div>
    </div>
  );
}
