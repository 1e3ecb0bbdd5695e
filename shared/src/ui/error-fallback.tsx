import { useId } from 'react';
import styles from './error-fallback.module.scss';

export const FALLBACK_TITLE = '이 화면을 불러오지 못했어요';
export const RETRY_LABEL = '다시 시도';

export interface ErrorFallbackProps {
  onRetry: () => void;
}

/** Shown in place of this app's page when it failed to render or to load; the shell's frame keeps working. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  const titleId = useId();
  return (
    <section className={styles.fallback} aria-labelledby={titleId} data-testid="app-error-fallback">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 id={titleId} className={styles.title}>
        {FALLBACK_TITLE}
      </h1>
      <p className={styles.message}>일시적인 문제로 이 부분을 표시하지 못했어요. 다른 메뉴는 그대로 이용할 수 있어요.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {RETRY_LABEL}
      </button>
    </section>
  );
}
