import styles from './page-loading.module.scss';

/** While a page's chunk loads: keeps the area's height and tells screen readers. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.text}>페이지를 불러오는 중이에요</span>
    </div>
  );
}
