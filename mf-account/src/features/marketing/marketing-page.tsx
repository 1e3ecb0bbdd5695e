import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  clearPendingSignup,
  errorMessage,
  readPendingSignup,
  socialApi,
  useAuthStore,
} from '@genetype/shared';
import { emailSchema } from '@genetype/shared/validation';
import type { ConsentsRequest } from '@genetype/shared';
import { ConsentForm } from '../../components/consent-form';
import { returnPathAfterLogin } from '../../lib/return-path';
import styles from './marketing-page.module.scss';

const PROVIDER_NAMES = { kakao: '카카오', google: 'Google' } as const;

/**
 * /marketing: the last step of a first social sign-in (spec §2). The member gives the consents
 * (the same form as /agreement); only then is the account created and the session started.
 */
export default function MarketingPage() {
  const navigate = useNavigate();
  const [pending] = useState(readPendingSignup);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();

  if (!pending) {
    return (
      <section className={styles.page} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.title}>
          가입 정보를 찾을 수 없어요
        </h1>
        <p className={styles.lead}>
          소셜 로그인 후 이 화면에서 가입을 마무리할 수 있어요. 시간이 지나 정보가 사라졌다면 다시
          로그인해 주세요.
        </p>
        <div className={styles.actions}>
          <Link to="/" state={{ openLogin: true }} className={styles.secondary}>
            다시 로그인하기
          </Link>
        </div>
      </section>
    );
  }

  const needsEmail = pending.email === null;
  const provider = PROVIDER_NAMES[pending.provider];

  const submit = async (consents: ConsentsRequest) => {
    setServerError(null);
    let chosenEmail: string | undefined;
    if (needsEmail) {
      try {
        chosenEmail = await emailSchema.validate(email);
        setEmailError(null);
      } catch (error) {
        setEmailError(error instanceof Error ? error.message : '이메일을 확인해 주세요.');
        emailRef.current?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      const session = await socialApi.socialSignup({
        signupToken: pending.signupToken,
        ...(chosenEmail ? { email: chosenEmail } : {}),
        consents,
      });
      clearPendingSignup();
      const target = returnPathAfterLogin();
      await useAuthStore.getState().setSession(session);
      void navigate(target, { replace: true });
    } catch (error) {
      setServerError(
        errorMessage(error, '가입을 마무리하지 못했어요. 잠시 후 다시 시도해 주세요.'),
      );
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <p className={styles.step}>{provider} 계정으로 시작하기</p>
      <h1 id={`${id}-title`} className={styles.title}>
        가입을 마무리해 주세요
      </h1>
      <p className={styles.lead}>
        처음 오셨네요! 약관에 동의하면 {provider} 계정으로 바로 진타입을 이용할 수 있어요.
      </p>
      {needsEmail ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            이메일
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            className={styles.input}
            autoComplete="email"
            value={email}
            disabled={busy}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`${id}-email-hint${emailError ? ` ${id}-email-error` : ''}`}
          />
          <p id={`${id}-email-hint`} className={styles.hint}>
            {provider} 계정에서 이메일을 받지 못했어요. 계정 안내를 받을 이메일을 입력해 주세요.
          </p>
          {emailError && (
            <p id={`${id}-email-error`} className={styles.error}>
              {emailError}
            </p>
          )}
        </div>
      ) : (
        <p className={styles.account}>
          가입 이메일: <strong>{pending.email}</strong>
        </p>
      )}
      <ConsentForm
        onSubmit={submit}
        busy={busy}
        submitLabel="동의하고 가입하기"
        footer={
          serverError ? (
            <p className={styles.error} role="alert">
              {serverError}
            </p>
          ) : null
        }
      />
    </section>
  );
}
