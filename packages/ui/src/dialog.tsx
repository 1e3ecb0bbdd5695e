import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { useModalStore } from '@genetype/platform';
import { useSharedUiT } from '@genetype/platform';
import { CloseIcon } from './close-icon.js';
import styles from './dialog.module.scss';

/**
 * How long the exit takes; matches `$exit` in dialog.module.scss. Shorter than the 300 ms entry
 * (spec §9): a member who closed something does not want to wait for it.
 */
export const DIALOG_EXIT_MS = 200;

export interface DialogProps {
  /**
   * Shown while true; turning false plays the exit animation, then unmounts the content. An owner
   * may also simply unmount the dialog: the exit then plays on a copy of its last frame.
   */
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
  /** Names the dialog for the journeys (`data-modal`). */
  name?: string;
  /**
   * False for the shell's modal layer itself. Every other dialog steps aside while the layer shows
   * a modal (one modal at a time).
   */
  stepsAside?: boolean;
  /** A new key is new content in the same frame (one modal replacing another): focus starts over. */
  contentKey?: string;
  /** Where focus goes when the dialog closes; by default, what had focus when it opened. */
  returnFocusTo?: () => HTMLElement | null;
  /** The element the dialog is put in (the shell's #modal-root); `document.body` by default. */
  container?: Element | null;
}

/** 0 when the member asks for less motion, or where CSS animations do not run (jsdom). */
function exitDuration(): number {
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const animates = typeof window.AnimationEvent === 'function';
  return reduced || !animates ? 0 : DIALOG_EXIT_MS;
}

/**
 * The owner unmounted the dialog while it showed (most owners render `{shown && <Dialog open>}`):
 * React removes its nodes at once, so the exit plays on an inert copy of the last frame instead.
 */
function playExitOnCopy(layer: HTMLElement): void {
  const duration = exitDuration();
  if (duration === 0 || layer.hidden || layer.dataset.state !== 'open') return;
  const parent = layer.parentNode;
  const next = layer.nextSibling;
  const copy = layer.cloneNode(true) as HTMLElement;
  for (const part of [copy, ...Array.from(copy.children)])
    if (part instanceof HTMLElement) part.dataset.state = 'closing';
  for (const withId of Array.from(copy.querySelectorAll('[id]'))) withId.removeAttribute('id');
  copy.setAttribute('aria-hidden', 'true');
  copy.setAttribute('inert', '');
  queueMicrotask(() => {
    // StrictMode detaches and re-attaches refs without removing anything: no exit then.
    if (layer.isConnected || !parent?.isConnected) return;
    // Where the dialog was, so it stacks as it did.
    parent.insertBefore(copy, next?.parentNode === parent ? next : null);
    window.setTimeout(() => copy.remove(), duration);
  });
}

/**
 * Stops the page behind the dialog from scrolling, without the jump of a vanishing scrollbar. The
 * count lives on <body>, not in this module: the shell and each app bundle their own copy of the
 * dialog, and an app's dialog may close while the shell's is still open (or the other way round).
 */
function useBodyScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return undefined;
    const { body, documentElement } = document;
    const count = Number(body.dataset.dialogLocks ?? '0');
    if (count === 0) {
      body.dataset.dialogUnlock = JSON.stringify([body.style.overflow, body.style.paddingRight]);
      const scrollbar = window.innerWidth - documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    body.dataset.dialogLocks = String(count + 1);
    return () => {
      const left = Number(body.dataset.dialogLocks ?? '1') - 1;
      if (left > 0) {
        body.dataset.dialogLocks = String(left);
        return;
      }
      const [overflow = '', paddingRight = ''] = JSON.parse(
        body.dataset.dialogUnlock ?? '[]',
      ) as string[];
      body.style.overflow = overflow;
      body.style.paddingRight = paddingRight;
      delete body.dataset.dialogLocks;
      delete body.dataset.dialogUnlock;
    };
  }, [locked]);
}

/**
 * The site's one modal dialog: the shell's modal layer renders its modals in it, and the apps
 * render their own (their forms and state stay in the app). Focus is trapped inside and given
 * back to the opener, Escape and the backdrop close it, the page behind does not scroll, and it
 * leaves with a short exit. The site shows one modal at a time: while the shell's layer shows
 * one (a call's success or error message, a login), an app's dialog steps aside, keeping what
 * the member typed, and comes back when that modal closes.
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
  stepsAside = true,
  contentKey,
  returnFocusTo,
  container,
}: DialogProps) {
  const t = useSharedUiT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [rendered, setRendered] = useState(open);
  const [wasOpen, setWasOpen] = useState(false);
  const shellModalShown = useModalStore((state) => state.modal !== null);
  const shellModalOpen = stepsAside && shellModalShown;
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
    // Without motion there is nothing to wait for.
    if (exitDuration() === 0) setRendered(false);
  }

  useEffect(() => {
    if (!closing) return undefined;
    const timer = window.setTimeout(() => setRendered(false), DIALOG_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  // Focus goes back to the opener when the dialog closes or its owner unmounts it.
  const returnFocusToRef = useRef(returnFocusTo);
  returnFocusToRef.current = returnFocusTo;
  useEffect(() => {
    if (!open) return undefined;
    return () => {
      const target = returnFocusToRef.current ? returnFocusToRef.current() : openerRef.current;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  // A ref callback's cleanup runs while the nodes are still on the page, just before React
  // removes them.
  const layerRef = useCallback((layer: HTMLDivElement | null) => {
    if (!layer) return undefined;
    return () => playExitOnCopy(layer);
  }, []);

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
    <div
      ref={layerRef}
      className={styles.layer}
      data-state={state}
      hidden={shellModalOpen}
      inert={closing}
    >
      <div className={styles.backdrop} data-state={state} onClick={dismiss} aria-hidden="true" />
      <FocusTrap
        key={contentKey}
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
                aria-label={t('dialog.close')}
              >
                <CloseIcon />
              </button>
            ) : null}
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      </FocusTrap>
    </div>,
    container ?? document.body,
  );
}
