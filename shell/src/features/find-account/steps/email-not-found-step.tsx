// Step 3b: nothing found; start again or reset the password.
import { useModalStore } from '@genetype/platform';
import { useModalT } from '../../../i18n/modals';
import styles from '../find-account-modal.module.scss';

export function EmailNotFoundStep({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useModalT();
  return (
    <div className={styles.step}>
      <p className={styles.notFound} role="alert">
        {message}
      </p>
      <p className={styles.lead}>{t('findAccount.notFoundLead')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onRetry} data-autofocus>
          {t('findAccount.restart')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => useModalStore.getState().open('forgotPassword')}
        >
          {t('findAccount.resetPassword')}
        </button>
      </div>
    </div>
  );
}
