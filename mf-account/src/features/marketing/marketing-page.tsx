import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useAuthStore } from '@genetype/platform';
import { clearPendingSignup, readPendingSignup } from '@genetype/platform/providers';
import { emailSchema } from '@genetype/domain/validation';
import type { ConsentsRequest } from '@genetype/domain/contracts';
import { ConsentForm } from '../../components/consent-form';
import { returnPathAfterLogin } from '../../lib/return-path';
import styles from './marketing-page.module.scss';
import { useAppT } from '../../i18n';
import { socialSignup } from './api/social-signup';

/**
 * /marketing: the last step of a first social sign-in (spec §2). The member gives the consents
 * (the same form as /agreement); only then is the account created and the session started.
 */
export default function MarketingPage() {
  const t = useAppT();
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
          {t('marketing.missingTitle')}
        </h1>
        <p className={styles.lead}>{t('marketing.missing')}</p>
        <div className={styles.actions}>
          <Link to="/" state={{ openLogin: true }} className={styles.secondary}>
            {t('profile.loginAgain')}
          </Link>
        </div>
      </section>
    );
  }

  const needsEmail = pending.email === null;
  const provider = t(`providers.${pending.provider}`);

  const submit = async (consents: ConsentsRequest) => {
    setServerError(null);
    let chosenEmail: string | undefined;
    if (needsEmail) {
      try {
        chosenEmail = await emailSchema.validate(email);
        setEmailError(null);
      } catch (error) {
        setEmailError(error instanceof Error ? error.message : t('marketing.checkEmail'));
        emailRef.current?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      const session = await socialSignup({
        signupToken: pending.signupToken,
        ...(chosenEmail ? { email: chosenEmail } : {}),
        consents,
      });
      clearPendingSignup();
      const target = returnPathAfterLogin();
      await useAuthStore.getState().setSession(session);
      void navigate(target, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error, t('marketing.failed')));
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <p className={styles.step}>{t('marketing.step', { provider })}</p>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('marketing.title')}
      </h1>
      <p className={styles.lead}>{t('marketing.lead', { provider })}</p>
      {needsEmail ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {t('settings.email')}
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
            {t('marketing.emailHint', { provider })}
          </p>
          {emailError && (
            <p id={`${id}-email-error`} className={styles.error}>
              {emailError}
            </p>
          )}
        </div>
      ) : (
        <p className={styles.account}>
          {t('marketing.account')} <strong>{pending.email}</strong>
        </p>
      )}
      <ConsentForm
        onSubmit={submit}
        busy={busy}
        submitLabel={t('marketing.submit')}
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
