import { useModalT } from '../../i18n/modals';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { useChangedFieldBlur } from '@genetype/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  errorMessage,
  errorStatus,
  forgetReturnPath,
  noticePendingWithdrawal,
  returnPathOf,
  storage,
  takeReturnPath,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import { queryClient, useApiMutation } from '@genetype/platform/query';
import { loginSchema } from '@genetype/domain/validation';
import type { LoginRequest } from '@genetype/domain/contracts';
import { GoogleMark, KakaoMark } from './brand-marks';
import styles from './login-modal.module.scss';
import { useSocialSignIn } from './use-social-sign-in';
import { requestLogin } from './api/auth';

/** Where a member goes after logging in: the page that asked them to log in (spec §2), if any. */
export const referrerPath = returnPathOf;

/** Closing the login modal forgets an account picked in 아이디 찾기 (spec §4). */
export function clearFoundEmail(): void {
  storage.remove(STORAGE_KEYS.foundEmail);
}

/**
 * The member closed the login without logging in: the account picked in 아이디 찾기 and the page
 * that asked for the login are both forgotten, so a later login from elsewhere stays there.
 */
export function forgetLoginIntent(): void {
  clearFoundEmail();
  forgetReturnPath();
}

const LOGIN_KEY = ['auth', 'login'];

/**
 * The prerendered page's plain login dialog, as the live dialog takes it over (src/app/frame-in-use.ts
 * gives it): `read` — the fields and the focused field, at the first render and again before the
 * first paint (`final`: the plain dialog closes then); `takePress` — a button pressed on the plain
 * dialog before the code ran, by its text, handed out once.
 */
export interface LoginTakeOver {
  read(final?: boolean): {
    login: string;
    password: string;
    focus: 'login' | 'password' | null;
  };
  takePress(): string | null;
}

const isTakeOver = (value: unknown): value is LoginTakeOver =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LoginTakeOver).read === 'function' &&
  typeof (value as LoginTakeOver).takePress === 'function';

export function LoginModal({
  close,
  login,
  takeOver,
}: {
  close: () => void;
  login?: unknown;
  /** The plain login dialog it replaces (a LoginTakeOver). */
  takeOver?: unknown;
}) {
  const t = useModalT();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useAuthStore((state) => state.user !== null);
  const [foundEmail] = useState(() => storage.get(STORAGE_KEYS.foundEmail));
  const takenFrom = isTakeOver(takeOver) ? takeOver : null;
  const [taken] = useState(() => takenFrom?.read() ?? null);
  // The field that starts with the focus (the focus trap's initial focus).
  const startAt =
    foundEmail !== null ? 'password' : taken?.focus === 'password' ? 'password' : 'login';
  const formRef = useRef<HTMLFormElement>(null);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The fieldset is disabled while the call runs: focus can move only once it is enabled again.
  const [focusPassword, setFocusPassword] = useState(0);
  const ids = { login: useId(), password: useId() };

  // The session is stored even when the member closed the modal meanwhile; what the modal does
  // next (navigate, close, show an error) is in `mutate`'s own callbacks, which do not run once
  // it is unmounted: nothing pops up unasked.
  const logIn = useApiMutation({
    mutationKey: LOGIN_KEY,
    mutationFn: async (values: LoginRequest) => {
      const session = await requestLogin({
        login: values.login.trim(),
        password: values.password,
      });
      const target = takeReturnPath();
      clearFoundEmail();
      await useAuthStore.getState().setSession(session);
      return target;
    },
  });
  const loading = logIn.isPending;
  // The double-submit guard: the cache knows of a pending login at once, before a re-render
  // (Formik alone would let a second Enter through before the disabled state renders).
  const loggingIn = () => queryClient.isMutating({ mutationKey: LOGIN_KEY }) > 0;

  useEffect(() => {
    if (!loading && focusPassword > 0) passwordRef.current?.focus();
  }, [loading, focusPassword]);

  const submit = (values: LoginRequest) => {
    if (loggingIn()) return;
    setFormError(null);
    logIn.mutate(values, {
      onSuccess: (target) => {
        if (target) void navigate(target);
        close();
        noticePendingWithdrawal();
      },
      onError: (error) => {
        const status = errorStatus(error);
        if (status === 400 || status === 429) {
          // A wrong password or too many tries: the form stays open with the ID kept, the answer
          // (the 429 says when to try again) beside it, and the password ready to be retyped.
          setFormError(
            status === 429
              ? errorMessage(error, t('login.tooMany'))
              : errorMessage(error, t('login.checkAgain')),
          );
          void formik.setFieldValue('password', '', false);
          void formik.setFieldTouched('password', false, false);
          setFocusPassword((count) => count + 1);
        } else {
          useModalStore.getState().open('loginFailed');
        }
      },
    });
  };

  const formik = useFormik<LoginRequest>({
    initialValues: {
      login: foundEmail ?? taken?.login ?? (typeof login === 'string' ? login : ''),
      password: taken?.password ?? '',
    },
    validationSchema: loginSchema,
    onSubmit: submit,
  });
  // A blur shows an error only for a field the member changed, after the tap (issue #37).
  const onFieldBlur = useChangedFieldBlur(formik);

  // Taking over the plain dialog, before the first paint: what was typed since the first render
  // too, and the focus in the field that had it, so the next key lands here.
  useLayoutEffect(() => {
    if (!takenFrom) return;
    const now = takenFrom.read(true);
    const values = { login: foundEmail ?? now.login, password: now.password };
    if (values.login !== formik.values.login || values.password !== formik.values.password)
      void formik.setValues(values, false);
    if (!now.focus) return;
    const field = (now.focus === 'password' ? passwordRef : loginRef).current;
    field?.focus();
    const end = now.focus === 'password' ? values.password.length : values.login.length;
    field?.setSelectionRange(end, end);
    // Once, for the dialog as it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A button the member pressed on the plain dialog before the code ran is pressed here (taken
  // once: a press is never made twice).
  useEffect(() => {
    const pressed = takenFrom?.takePress();
    if (!pressed) return;
    const button = [...(formRef.current?.querySelectorAll('button') ?? [])].find(
      (candidate) => candidate.textContent?.trim() === pressed.trim(),
    );
    button?.click();
    // Once, for the dialog as it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Validate first so a rejected submit can take the member to the first field to fix.
  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loggingIn()) return;
    const found = await formik.validateForm();
    if (found.login || found.password) {
      void formik.setTouched({ login: true, password: true }, false);
      (found.login ? loginRef : passwordRef).current?.focus();
      return;
    }
    submit(formik.values);
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
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void onFormSubmit(event)}
      noValidate
      aria-busy={loading}
    >
      <fieldset className={styles.fieldset} disabled={loading}>
        <legend className={styles.visuallyHidden}>{t('login.legend')}</legend>

        <div className={styles.providers}>
          <button
            type="button"
            className={styles.kakao}
            onClick={social.kakao}
            aria-busy={social.busy === 'kakao'}
          >
            <KakaoMark />
            {t('login.kakao')}
          </button>
          <button
            type="button"
            className={styles.google}
            onClick={social.google}
            aria-busy={social.busy === 'google'}
          >
            <GoogleMark />
            {t('login.google')}
          </button>
        </div>

        <div className={styles.divider} role="separator" aria-label={t('login.or')}>
          <span aria-hidden="true">{t('login.or')}</span>
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.login} className={styles.label}>
            {t('login.idLabel')}
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
            placeholder={t('login.idPlaceholder')}
            value={formik.values.login}
            onChange={formik.handleChange}
            onBlur={onFieldBlur}
            readOnly={foundEmail !== null}
            aria-invalid={loginError ? true : undefined}
            aria-describedby={
              [loginError && `${ids.login}-error`, foundEmail !== null && `${ids.login}-hint`]
                .filter(Boolean)
                .join(' ') || undefined
            }
            data-autofocus={startAt === 'login' ? true : undefined}
          />
          {foundEmail !== null && (
            <p id={`${ids.login}-hint`} className={styles.hint}>
              {t('login.foundAccount')}
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
            {t('login.passwordLabel')}
          </label>
          <div className={styles.passwordWrap}>
            <input
              ref={passwordRef}
              id={ids.password}
              name="password"
              type={showPassword ? 'text' : 'password'}
              className={styles.input}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={onFieldBlur}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${ids.password}-error` : undefined}
              data-autofocus={startAt === 'password' ? true : undefined}
            />
            <button
              type="button"
              className={styles.reveal}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <span className={styles.visuallyHidden}>{t('login.passwordHidden')}</span>
              {showPassword ? t('login.hide') : t('login.show')}
            </button>
          </div>
          {passwordError && (
            <p id={`${ids.password}-error`} className={styles.error}>
              {passwordError}
            </p>
          )}
        </div>

        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}

        <button type="submit" className={styles.submit}>
          {loading && <span className={styles.spinner} aria-hidden="true" />}
          {t('login.submit')}
        </button>
        <button type="button" className={styles.signup} onClick={goToSignup}>
          {t('login.signUp')}
        </button>

        <div className={styles.recovery}>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => openModal('findAccount')}
          >
            {t('login.findId')}
          </button>
          <span className={styles.recoveryDivider} aria-hidden="true" />
          <button
            type="button"
            className={styles.textButton}
            onClick={() => openModal('forgotPassword')}
          >
            {t('login.resetPassword')}
          </button>
        </div>
      </fieldset>
      <p className={styles.visuallyHidden} role="status">
        {loading ? t('login.loggingIn') : ''}
      </p>
    </form>
  );
}
