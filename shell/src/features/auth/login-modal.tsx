import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  authApi,
  errorMessage,
  errorStatus,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/shared';
import { loginSchema } from '@genetype/shared/validation';
import type { LoginRequest } from '@genetype/shared';
import { GoogleMark, KakaoMark } from './brand-marks';
import styles from './login-modal.module.scss';
import { useSocialSignIn } from './use-social-sign-in';

interface Referrer {
  refererPathname?: unknown;
  queryParam?: unknown;
}

/** Where a member goes after logging in: the page that asked them to log in (spec §2), if any. */
export function referrerPath(referrer: Referrer | null): string | null {
  const pathname = referrer?.refererPathname;
  // Only a path on this site: never another origin, not even protocol-relative ('//host').
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return null;
  const query = typeof referrer?.queryParam === 'string' ? referrer.queryParam.trim() : '';
  if (!query) return pathname;
  return `${pathname}${query.startsWith('?') ? query : `?${query}`}`;
}

/** Closing the login modal forgets an account picked in 아이디 찾기 (spec §4). */
export function clearFoundEmail(): void {
  storage.remove(STORAGE_KEYS.foundEmail);
}

export function LoginModal({ close }: { close: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useAuthStore((state) => state.user !== null);
  const [foundEmail] = useState(() => storage.get(STORAGE_KEYS.foundEmail));
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [showPassword, setShowPassword] = useState(false);
  const ids = { login: useId(), password: useId() };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async (values: LoginRequest) => {
    // Formik alone would let a second Enter through before the disabled state renders.
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    const modals = useModalStore.getState();
    try {
      const session = await authApi.login({
        login: values.login.trim(),
        password: values.password,
      });
      const target = referrerPath(storage.getJson<Referrer>(STORAGE_KEYS.refferData));
      storage.remove(STORAGE_KEYS.refferData);
      clearFoundEmail();
      await useAuthStore.getState().setSession(session);
      if (!mounted.current) return;
      if (target) navigate(target);
      close();
    } catch (error) {
      // The member closed the modal while waiting: do not pop a new one up unasked.
      if (!mounted.current) return;
      if (errorStatus(error) === 400) {
        modals.open('error', {
          title: '로그인할 수 없어요',
          message: errorMessage(error, '아이디 또는 비밀번호를 다시 확인해 주세요.'),
        });
      } else {
        modals.open('loginFailed');
      }
    } finally {
      inFlight.current = false;
      if (mounted.current) setLoading(false);
    }
  };

  const formik = useFormik<LoginRequest>({
    initialValues: { login: foundEmail ?? '', password: '' },
    validationSchema: loginSchema,
    onSubmit: submit,
  });

  // Validate first so a rejected submit can take the member to the first field to fix.
  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = await formik.validateForm();
    if (found.login || found.password) {
      void formik.setTouched({ login: true, password: true }, false);
      (found.login ? loginRef : passwordRef).current?.focus();
      return;
    }
    await submit(formik.values);
  };

  const fieldError = (field: keyof LoginRequest) =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;
  const loginError = fieldError('login');
  const passwordError = fieldError('password');

  const social = useSocialSignIn(close);

  const goToSignup = () => {
    clearFoundEmail();
    if (isLoggedIn) navigate('/');
    else navigate('/create-account', { state: location.state });
    close();
  };

  const openModal = (name: 'findAccount' | 'forgotPassword') => useModalStore.getState().open(name);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onFormSubmit(event)}
      noValidate
      aria-busy={loading}
    >
      <fieldset className={styles.fieldset} disabled={loading}>
        <legend className={styles.visuallyHidden}>로그인 정보</legend>

        <div className={styles.providers}>
          <button
            type="button"
            className={styles.kakao}
            onClick={social.kakao}
            aria-busy={social.busy === 'kakao'}
          >
            <KakaoMark />
            카카오로 로그인
          </button>
          <button
            type="button"
            className={styles.google}
            onClick={social.google}
            aria-busy={social.busy === 'google'}
          >
            <GoogleMark />
            Google로 로그인
          </button>
        </div>

        <div className={styles.divider} role="separator" aria-label="또는">
          <span aria-hidden="true">또는</span>
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.login} className={styles.label}>
            아이디 또는 이메일
          </label>
          <input
            ref={loginRef}
            id={ids.login}
            name="login"
            type="text"
            className={styles.input}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="아이디 또는 이메일을 입력해 주세요"
            value={formik.values.login}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            readOnly={foundEmail !== null}
            aria-invalid={loginError ? true : undefined}
            aria-describedby={
              [loginError && `${ids.login}-error`, foundEmail !== null && `${ids.login}-hint`]
                .filter(Boolean)
                .join(' ') || undefined
            }
            data-autofocus={foundEmail === null ? true : undefined}
          />
          {foundEmail !== null && (
            <p id={`${ids.login}-hint`} className={styles.hint}>
              찾은 계정으로 로그인해요.
            </p>
          )}
          {loginError && (
            <p id={`${ids.login}-error`} className={styles.error}>
              {loginError}
            </p>
          )}
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.password} className={styles.label}>
            비밀번호
          </label>
          <div className={styles.passwordWrap}>
            <input
              ref={passwordRef}
              id={ids.password}
              name="password"
              type={showPassword ? 'text' : 'password'}
              className={styles.input}
              autoComplete="current-password"
              placeholder="비밀번호를 입력해 주세요"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${ids.password}-error` : undefined}
              data-autofocus={foundEmail !== null ? true : undefined}
            />
            <button
              type="button"
              className={styles.reveal}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <span className={styles.visuallyHidden}>비밀번호 </span>
              {showPassword ? '숨기기' : '보기'}
            </button>
          </div>
          {passwordError && (
            <p id={`${ids.password}-error`} className={styles.error}>
              {passwordError}
            </p>
          )}
        </div>

        <button type="submit" className={styles.submit}>
          {loading && <span className={styles.spinner} aria-hidden="true" />}
          로그인
        </button>
        <button type="button" className={styles.signup} onClick={goToSignup}>
          회원가입
        </button>

        <div className={styles.recovery}>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => openModal('findAccount')}
          >
            아이디 찾기
          </button>
          <span className={styles.recoveryDivider} aria-hidden="true" />
          <button
            type="button"
            className={styles.textButton}
            onClick={() => openModal('forgotPassword')}
          >
            비밀번호 재설정
          </button>
        </div>
      </fieldset>
      <p className={styles.visuallyHidden} role="status">
        {loading ? '로그인하는 중이에요.' : ''}
      </p>
    </form>
  );
}
