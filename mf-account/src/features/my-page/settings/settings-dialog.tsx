import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useModalStore } from '@genetype/shared';
import styles from './settings-dialog.module.scss';

export interface SettingsDialogProps {
  /** Which settings modal this is (spec §2: emailChange, passwordChange, setPassword). */
  name: string;
  title: string;
  onClose(): void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A settings modal rendered by this app (its forms stay here, not in the shell). One modal at a
 * time holds with the shell's layer: opening this closes the shell's modal, and while the shell
 * shows one (the success or error message of a call) this one steps aside, keeping what the
 * member typed, and comes back when that message is closed.
 */
export function SettingsDialog({ name, title, onClose, children }: SettingsDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const shellModalOpen = useModalStore((state) => state.modal !== null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    useModalStore.getState().close();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (shellModalOpen) return undefined;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? panel;
    first?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      // Keep Tab inside the dialog.
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shellModalOpen]);

  return (
    <div className={styles.layer} hidden={shellModalOpen}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-modal={name}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
