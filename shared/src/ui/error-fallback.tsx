import { useEffect, useId, useRef, useState } from 'react';
import styles from './error-fallback.module.scss';

export const FALLBACK_TITLE = '이 화면을 불러오지 못했어요';
export const RETRY_LABEL = '다시 시도';

export interface ErrorFallbackProps {
  /** Renders or loads the area again; when it returns a promise the button stays busy until it settles. */
  onRetry: () => Promise<unknown> | void;
}

/**
 * Shown in place of an app's page when it failed to load (the shell) or to render (the app's error
 * boundary); the rest of the site keeps working.
 */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  const titleId = useId();
  const [retrying, setRetrying] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await onRetry();
    } catch (error) {
      console.error('Retrying failed', error);
    } finally {
      if (mounted.current) setRetrying(false);
    }
  };

  return (
    <section className={styles.fallback} aria-labelledby={titleId} data-testid="app-error-fallback">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 id={titleId} className={styles.title}>
        {FALLBACK_TITLE}
      </h1>
      <p className={styles.message}>
        일시적인 문제로 이 부분을 표시하지 못했어요. 다른 메뉴는 그대로 이용할 수 있어요.
      </p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => void retry()}
        disabled={retrying}
        aria-busy={retrying}
      >
        {RETRY_LABEL}
      </button>
      <p className={styles.status} role="status">
        {retrying ? '다시 불러오는 중이에요…' : ''}
      </p>
    </section>
  );
}
