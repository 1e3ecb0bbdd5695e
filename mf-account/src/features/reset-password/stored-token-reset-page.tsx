import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { STORAGE_KEYS, storage, useModalStore } from '@genetype/platform';
import styles from './reset-password.module.scss';
import { useAppT } from '../../i18n';

/**
 * Spec §2: a route whose path is the `resetPasswordToken` held in local storage. That value is the
 * forgot-password request id (never the reset token, which only the e-mail carries), so this page
 * tells the member where the reset link went. Any other one-segment path is not this page.
 */
export default function StoredTokenResetPage() {
  const t = useAppT();
  const { resetPasswordToken } = useParams();
  const id = useId();
  const stored = storage.get(STORAGE_KEYS.resetPasswordToken);
  if (!stored || resetPasswordToken !== stored) return null;
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('reset.title')}
      </h1>
      <p className={styles.lead}>{t('reset.mailSent')}</p>
      <p className={styles.hint}>{t('reset.noMail')}</p>
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
    </section>
  );
}
