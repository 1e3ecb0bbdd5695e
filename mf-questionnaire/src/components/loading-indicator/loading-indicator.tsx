import { useAppT } from '../../i18n';
import styles from './loading-indicator.module.scss';

/** The loading state; without a label it says the questions are loading. */
export function LoadingIndicator({ label }: { label?: string }) {
  const t = useAppT();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.loadingSpinner} aria-hidden="true" />
      <span>{label ?? t('common.loadingQuestions')}</span>
    </div>
  );
}
