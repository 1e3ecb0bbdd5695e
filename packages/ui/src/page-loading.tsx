import { useSharedUiT } from '@genetype/platform';
import styles from './page-loading.module.scss';

export interface PageLoadingProps {
  /** What is being waited for (shown beside the spinner and read by screen readers; default: the page). */
  label?: string;
}

/**
 * While a page, a remote or the session check loads: keeps the area's height, shows a spinner
 * (faded in after 150 ms, so a quick load shows nothing; always within 300 ms) and tells screen
 * readers. Waits end: what is waited for has its own time-out and then shows a message with
 * "다시 시도".
 */
export function PageLoading({ label }: PageLoadingProps) {
  const t = useSharedUiT();
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="page-loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.text}>{label ?? t('loading.page')}</span>
    </div>
  );
}
