import { useEffect, useState } from 'react';
import styles from './profile-share.module.scss';
import { useAppT } from '../../i18n';

/** The check icon stays this long after a copy (spec §9). */
export const COPY_FEEDBACK_MS = 3000;

export interface CopyButtonProps {
  text: string;
  onFailed(): void;
}

export function CopyButton({ text, onFailed }: CopyButtonProps) {
  const t = useAppT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      onFailed();
    }
  };

  return (
    <button
      type="button"
      className={`${styles.copy} ${copied ? styles.copied : ''}`}
      onClick={() => void copy()}
      aria-live="polite"
    >
      {copied ? (
        <>
          <svg
            className={styles.icon}
            viewBox="0 0 16 16"
            aria-hidden="true"
            data-testid="copied-icon"
          >
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t('share.copied')}
        </>
      ) : (
        t('share.copyLink')
      )}
    </button>
  );
}
