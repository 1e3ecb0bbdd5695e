import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { useModalStore } from '@genetype/shared';
import styles from './dialog.module.scss';

/** Matches the exit animation in dialog.module.scss (spec §9: modals move in 300 ms). */
export const DIALOG_TRANSITION_MS = 300;

export interface DialogProps {
  /** Shown while true; turning false plays the exit animation, then unmounts the content. */
  open: boolean;
  title: ReactNode;
  /** Asked to close: Escape, the backdrop or the close button. Without it, nothing dismisses. */
  onClose?(): void;
  children: ReactNode;
  size?: 'sm' | 'md';
  /** False while the dialog must stay (a request in flight, a step the member has to take). */
  dismissible?: boolean;
  /** Tells assistive technology the dialog is working (and keeps it from being dismissed). */
  busy?: boolean;
  /** Names the dialog for the journeys (`data-modal`), like the shell's modals. */
  name?: string;
}

function exitDuration(): number {
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 0 : DIALOG_TRANSITION_MS;
}

/** Stops the page behind the dialog from scrolling, without the jump of a vanishing scrollbar. */
function useBodyScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return undefined;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}

/**
 * A modal dialog an app renders itself (its forms and state stay in the app). It follows the
 * shell's modal layer: focus is trapped inside and given back to the opener, Escape and the
 * backdrop close it, and the page behind does not scroll. The site shows one modal at a time:
 * while the shell's layer shows one (a call's success or error message, a login), this dialog
 * steps aside, keeping what the member typed, and comes back when that modal closes.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  size = 'sm',
  dismissible = true,
  busy = false,
  name,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [rendered, setRendered] = useState(open);
  const [wasOpen, setWasOpen] = useState(false);
  const shellModalOpen = useModalStore((state) => state.modal !== null);
  const closing = rendered && !open;
  const canDismiss = dismissible && !busy && onClose !== undefined;

  // Adjust during render (not in an effect) so the opener is read before the trap moves focus
  // and a closing dialog never unmounts for one frame.
  if (open && !wasOpen) {
    setWasOpen(true);
    setRendered(true);
    const active = typeof document === 'undefined' ? null : document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  } else if (!open && wasOpen) {
    setWasOpen(false);
  }

  useEffect(() => {
    if (!closing) return undefined;
    const timer = window.setTimeout(() => setRendered(false), exitDuration());
    return () => window.clearTimeout(timer);
  }, [closing]);

  // Focus goes back to the opener when the dialog closes or its owner unmounts it.
  useEffect(() => {
    if (!open) return undefined;
    return () => {
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useBodyScrollLock(open);

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const listening = open && canDismiss && !shellModalOpen;
  useEffect(() => {
    if (!listening) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current?.();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [listening]);

  if (!rendered && !open) return null;
  const state = closing ? 'closing' : 'open';
  const dismiss = canDismiss ? () => onCloseRef.current?.() : undefined;

  return createPortal(
    <div className={styles.layer} data-state={state} hidden={shellModalOpen} inert={closing}>
      <div className={styles.backdrop} data-state={state} onClick={dismiss} aria-hidden="true" />
      <FocusTrap
        active={!closing && !shellModalOpen}
        focusTrapOptions={{
          initialFocus: () => {
            const panel = panelRef.current as HTMLElement;
            return panel.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? panel;
          },
          fallbackFocus: () => panelRef.current as HTMLElement,
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
        }}
      >
        <div
          ref={panelRef}
          className={styles.panel}
          data-size={size}
          data-state={state}
          data-modal={name}
          role={busy ? 'alertdialog' : 'dialog'}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-busy={busy || undefined}
          tabIndex={-1}
        >
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {dismissible && onClose ? (
              <button
                type="button"
                className={styles.closeButton}
                onClick={dismiss}
                disabled={busy}
                aria-label="닫기"
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            ) : null}
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
