import { useEffect, useId, useRef, useState } from 'react';
import { SHARED_UI_KO as ko } from '@genetype/platform';
import { useSharedUiT } from '@genetype/platform';
import styles from './error-fallback.module.scss';

/** The Korean defaults (the texts follow the page's language through the `shared-ui` catalogue). */
export const FALLBACK_TITLE = ko.fallback.title;
export const RETRY_LABEL = ko.fallback.retry;
export const FALLBACK_MESSAGE = ko.fallback.message;

export interface ErrorFallbackProps {
  /** Renders or loads the area again; when it returns a promise the button stays busy until it settles. */
  onRetry: () => Promise<unknown> | void;
  /** The heading (default: the catalogue's `fallback.title`). */
  title?: string;
  /** The explanation under it (default: the catalogue's `fallback.message`). */
  message?: string;
  /** `h1` when the fallback stands for the whole page (default), `h2` under the page's own title. */
  headingLevel?: 1 | 2;
}

/**
 * Shown in place of an app's page when it failed to load (the shell) or to render (the app's error
 * boundary); the rest of the site keeps working.
 */
export function ErrorFallback({ onRetry, title, message, headingLevel = 1 }: ErrorFallbackProps) {
  const t = useSharedUiT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = useId();
  // Its own busy state, not `useApiMutation` (issue 16): this view is part of every app's first
  // load (and of the shell's), and the data layer's entry would bring TanStack Query with it.
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
      <Heading id={titleId} className={styles.title}>
        {title ?? t('fallback.title')}
      </Heading>
      <p className={styles.message}>{message ?? t('fallback.message')}</p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => void retry()}
        disabled={retrying}
        aria-busy={retrying}
      >
        {t('fallback.retry')}
      </button>
      <p className={styles.status} role="status">
        {retrying ? t('fallback.retrying') : ''}
      </p>
    </section>
  );
}
