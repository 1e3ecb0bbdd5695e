import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  authApi,
  errorMessage,
  errorStatus,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/shared';
import { VALIDATION_MESSAGES, signupSchema } from '@genetype/shared/validation';
import type { ReferrerData } from '@genetype/shared';
import type { SignupForm } from '@genetype/shared/validation';
import { isLoggedIn, signupState } from './signup-state';
import styles from './create-account-page.module.scss';

// The API's 409 answers (api/src/modules/auth/auth-service.ts), shown at their field.
const TAKEN_FIELD: Record<string, keyof SignupForm> = {
  '이미 사용 중인 아이디입니다.': 'userId',
  '이미 가입된 이메일입니다.': 'email',
};

const FIELDS: {
  name: keyof SignupForm;
  label: string;
  type: string;
  autoComplete: string;
  placeholder: string;
  hint?: string;
}[] = [
  {
    name: 'userId',
    label: '아이디',
    type: 'text',
    autoComplete: 'username',
    placeholder: '영문, 숫자 5~20자',
  },
  {
    name: 'email',
    label: '이메일',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'example@genetype.kr',
    hint: '비밀번호를 잊었을 때 이 주소로 재설정 메일을 보내 드려요.',
  },
  {
    name: 'password',
    label: '비밀번호',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: '8~16자',
    hint: VALIDATION_MESSAGES.passwordHint,
  },
  {
    name: 'confirmPassword',
    label: '비밀번호 확인',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: '비밀번호를 한 번 더 입력해 주세요',
  },
];

/** Where a new member goes: the page that sent them to sign up, else home. */
function afterSignupPath(): string {
  const referrer = storage.getJson<ReferrerData>(STORAGE_KEYS.refferData);
  const pathname = referrer?.refererPathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return '/';
  const query = typeof referrer?.queryParam === 'string' ? referrer.queryParam.trim() : '';
  return query ? `${pathname}${query.startsWith('?') ? query : `?${query}`}` : pathname;
}

/**
 * Step 2 of sign-up (/create-account and /signup): user ID, e-mail and password, sent with the
 * consents /agreement put in router state. Without them the visitor starts at /agreement.
 */
export default function CreateAccountPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const inFlight = useRef(false);
  // Set once sign-up succeeded: the new session must not trigger the "already a member" redirect.
  const completed = useRef(false);
  const refs = useRef<Partial<Record<keyof SignupForm, HTMLInputElement | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const loggedIn = useAuthStore((state) => state.user !== null) || isLoggedIn();
  const state = signupState(location.state);

  const formik = useFormik<SignupForm>({
    initialValues: { userId: '', email: '', password: '', confirmPassword: '' },
    validationSchema: signupSchema,
    onSubmit: async (values, helpers) => {
      if (inFlight.current || !state.consents) return;
      inFlight.current = true;
      setFormError(null);
      try {
        const session = await authApi.signup({
          userId: values.userId.trim(),
          email: values.email.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          consents: state.consents,
        });
        const target = afterSignupPath();
        completed.current = true;
        storage.remove(STORAGE_KEYS.refferData);
        await useAuthStore.getState().setSession(session);
        useModalStore.getState().open('success', {
          title: '가입을 환영해요',
          message: '회원가입이 완료되었어요. 이제 진타입 검사를 시작할 수 있어요.',
        });
        void navigate(target, { replace: true });
      } catch (error) {
        const message = errorMessage(error, '가입하지 못했어요. 잠시 후 다시 시도해 주세요.');
        const field = errorStatus(error) === 409 ? TAKEN_FIELD[message] : undefined;
        if (field) {
          helpers.setFieldError(field, message);
          refs.current[field]?.focus();
        } else {
          setFormError(message);
        }
      } finally {
        inFlight.current = false;
      }
    },
  });

  if (loggedIn && !completed.current) return <Navigate to="/" replace />;
  // Consents first: keep the router state so it reaches /create-account again afterwards.
  if (!state.consents) return <Navigate to="/agreement" replace state={state} />;

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const errors = await formik.validateForm();
    const first = FIELDS.find((field) => errors[field.name]);
    if (first) {
      void formik.setTouched(
        { userId: true, email: true, password: true, confirmPassword: true },
        false,
      );
      refs.current[first.name]?.focus();
      return;
    }
    await formik.submitForm();
  };

  const errorOf = (name: keyof SignupForm) =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;
  const busy = formik.isSubmitting;

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <p className={styles.step}>회원가입 2/2단계</p>
      <h1 id={`${id}-title`} className={styles.title}>
        회원가입
      </h1>
      <p className={styles.lead}>로그인에 쓸 아이디와 이메일, 비밀번호를 정해 주세요.</p>
      <form
        className={styles.form}
        onSubmit={(event) => void onFormSubmit(event)}
        noValidate
        aria-busy={busy}
      >
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.visuallyHidden}>계정 정보</legend>
          {FIELDS.map((field) => {
            const error = errorOf(field.name);
            const describedBy =
              [error && `${id}-${field.name}-error`, field.hint && `${id}-${field.name}-hint`]
                .filter(Boolean)
                .join(' ') || undefined;
            return (
              <div key={field.name} className={styles.field}>
                <label htmlFor={`${id}-${field.name}`} className={styles.label}>
                  {field.label}
                </label>
                <input
                  ref={(element) => {
                    refs.current[field.name] = element;
                  }}
                  id={`${id}-${field.name}`}
                  name={field.name}
                  type={field.type}
                  className={styles.input}
                  autoComplete={field.autoComplete}
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={field.placeholder}
                  value={formik.values[field.name]}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                />
                {field.hint && (
                  <p id={`${id}-${field.name}-hint`} className={styles.hint}>
                    {field.hint}
                  </p>
                )}
                {error && (
                  <p id={`${id}-${field.name}-error`} className={styles.error}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className={styles.submit}>
            {busy ? '가입하는 중이에요…' : '가입하기'}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => void navigate('/agreement', { state })}
          >
            약관 동의로 돌아가기
          </button>
        </fieldset>
      </form>
    </section>
  );
}
