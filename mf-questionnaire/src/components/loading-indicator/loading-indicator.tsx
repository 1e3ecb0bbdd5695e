import styles from './loading-indicator.module.scss';

export function LoadingIndicator({ label = '문항을 불러오는 중이에요' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.loadingSpinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
