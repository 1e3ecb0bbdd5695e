import { useEffect, useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { useChangedFieldBlur } from '@genetype/ui';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  errorMessage,
  errorStatus,
  peekReturnPath,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import type { SignupRequest } from '@genetype/domain/contracts';
import { queryClient, useApiMutation } from '@genetype/platform/query';
import { signupSchema, validationText } from '@genetype/domain/validation';
import type { SignupForm } from '@genetype/domain/validation';
import { isLoggedIn, signupState } from './signup-state';
import styles from './create-account-page.module.scss';
import { useAppT } from '../../i18n';
import { createAccount } from './api/signup';

// The API's 409 answers (api/src/modules/auth/auth-service.ts), shown at their field.
// In English too (api/src/modules/auth/messages-en.ts): the API answers in the page's language.
const TAKEN_FIELD: Record<string, keyof SignupForm> = {
  '이미 사용 중인 아이디예요.': 'userId',
  '이미 가입된 이메일이에요.': 'email',
  'That ID is already taken.': 'userId',
  'An account with that email already exists.': 'email',
};

const FIELDS: {
  name: keyof SignupForm;
  /** Catalogue keys (signup.fields.*), and the hint: a catalogue key or a validation one. */
  type: string;
  autoComplete: string;
  placeholder?: boolean;
  hint?: 'email' | 'password';
}[] = [
  {
    name: 'userId',
    type: 'text',
    autoComplete: 'username',
    placeholder: true,
  },
  {
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    placeholder: true,
    hint: 'email',
  },
  {
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: true,
    hint: 'password',
  },
  {
    name: 'confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: true,
  },
];

/** Where a new member goes: the page that sent them to sign up, else home. */
function afterSignupPath(): string {
  return peekReturnPath() ?? '/';
}

/** The field a 409 answer names (a taken ID or e-mail), with its message. */
function takenField(error: unknown, message: string): keyof SignupForm | undefined {
  return errorStatus(error) === 409 ? TAKEN_FIELD[message] : undefined;
}

const SIGNUP_KEY = ['signup'];
/** The double-submit guard: the cache counts a sign-up from `mutate` on, before any re-render. */
const signingUp = () => queryClient.isMutating({ mutationKey: SIGNUP_KEY }) > 0;

/**
 * Step 2 of sign-up (/create-account and /signup): user ID, e-mail and password, sent with the
 * consents /agreement put in router state. Without them the visitor starts at /agreement.
 */
export default function CreateAccountPage() {
  const t = useAppT();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const refs = useRef<Partial<Record<keyof SignupForm, HTMLInputElement | null>>>({});
  const loggedIn = useAuthStore((state) => state.user !== null) || isLoggedIn();
  const state = signupState(location.state);

  const signup = useApiMutation({
    mutationKey: SIGNUP_KEY,
    mutationFn: async (body: SignupRequest) => {
      const session = await createAccount(body);
      const target = afterSignupPath();
      storage.remove(STORAGE_KEYS.refferData);
      await useAuthStore.getState().setSession(session);
      return target;
    },
    onSuccess: (target) => {
      useModalStore.getState().open('success', {
        title: t('signup.welcomeTitle'),
        message: t('signup.welcome'),
      });
      void navigate(target, { replace: true });
    },
  });
  // A taken ID or e-mail is shown at its field (below), anything else under the form.
  const failure = signup.error ? errorMessage(signup.error, t('signup.failed')) : null;
  const taken = failure ? takenField(signup.error, failure) : undefined;
  const formError = taken ? null : failure;

  const formik = useFormik<SignupForm>({
    initialValues: { userId: '', email: '', password: '', confirmPassword: '' },
    validationSchema: signupSchema,
    onSubmit: async (values, helpers) => {
      if (signingUp() || !state.consents) return;
      await signup
        .mutateAsync({
          userId: values.userId.trim(),
          email: values.email.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          consents: state.consents,
        })
        .catch((error: unknown) => {
          const message = errorMessage(error, t('signup.failed'));
          const field = takenField(error, message);
          // A field error, cleared by formik when the member edits the form again.
          if (field) helpers.setFieldError(field, message);
        });
    },
  });
  // A blur shows an error only for a field the member changed, after the tap (issue #37).
  const onFieldBlur = useChangedFieldBlur(formik);
  // Formik's flag alone drops when a second, refused submit returns while the first still runs.
  const busy = formik.isSubmitting || signup.isPending;

  // The taken field gets focus once the form is enabled again (a disabled fieldset refuses it).
  useEffect(() => {
    if (!busy && taken) refs.current[taken]?.focus();
  }, [busy, taken, signup.error]);

  // The new session of a sign-up under way or done is not an "already a member" visit.
  if (loggedIn && !signingUp() && !signup.isSuccess) return <Navigate to="/" replace />;
  // Consents first: keep the router state so it reaches /create-account again afterwards.
  if (!state.consents) return <Navigate to="/agreement" replace state={state} />;

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signingUp()) return;
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

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <p className={styles.step}>{t('signup.step', { step: 2, total: 2 })}</p>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('signup.title')}
      </h1>
      <p className={styles.lead}>{t('signup.lead')}</p>
      <form
        className={styles.form}
        onSubmit={(event) => void onFormSubmit(event)}
        noValidate
        aria-busy={busy}
      >
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.visuallyHidden}>{t('settings.accountTitle')}</legend>
          {FIELDS.map((field) => {
            const error = errorOf(field.name);
            const describedBy =
              [error && `${id}-${field.name}-error`, field.hint && `${id}-${field.name}-hint`]
                .filter(Boolean)
                .join(' ') || undefined;
            return (
              <div key={field.name} className={styles.field}>
                <label htmlFor={`${id}-${field.name}`} className={styles.label}>
                  {t(`signup.fields.${field.name}.label`)}
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
                  placeholder={
                    field.placeholder ? t(`signup.fields.${field.name}.placeholder`) : undefined
                  }
                  value={formik.values[field.name]}
                  onChange={formik.handleChange}
                  onBlur={onFieldBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                />
                {field.hint && (
                  <p id={`${id}-${field.name}-hint`} className={styles.hint}>
                    {field.hint === 'password'
                      ? validationText('validation.passwordHint')
                      : t(`signup.fields.${field.name}.hint`)}
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
            {busy ? t('signup.submitting') : t('signup.submit')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => void navigate('/agreement', { state })}
          >
            {t('signup.back')}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
