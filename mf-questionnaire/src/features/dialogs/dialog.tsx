// The questionnaire's own dialogs (notices, analysing, retake confirmation). The shell's modal
// layer shows one modal at a time for the whole site; these belong to this app's pages and
// must not replace, or be replaced by, a login or error modal.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.scss';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Buttons; the first one gets the focus. */
  actions?: ReactNode;
  /** Escape and the backdrop close the dialog only when this is given. */
  onDismiss?: () => void;
  /** Busy dialogs (analysing) tell screen readers they are working. */
  busy?: boolean;
}

export function Dialog({ title, children, actions, onDismiss, busy = false }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('button, a[href]');
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (!onDismiss) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  // Keep Tab inside the dialog.
  const trapTab = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('button, a[href], input')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onDismiss} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        role={busy ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
