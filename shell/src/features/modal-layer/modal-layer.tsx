import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { useModalStore } from '@genetype/shared';
import type { ModalRegistry } from './types';
import { useBodyScrollLock } from './use-body-scroll-lock';
import styles from './modal-layer.module.scss';

type OpenModal = NonNullable<ReturnType<typeof useModalStore.getState>['modal']>;

/** Matches the exit animation in modal-layer.module.scss. */
export const MODAL_TRANSITION_MS = 300;

function exitDuration(): number {
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 0 : MODAL_TRANSITION_MS;
}

interface Rendered {
  modal: OpenModal;
  closing: boolean;
}

/**
 * The one place modals appear. The store says which modal is open; the layer keeps the last one
 * on screen for the exit animation, traps focus inside it, and gives focus back to whatever
 * opened it.
 */
export function ModalLayer({
  registry,
  initialOpener = null,
}: {
  registry: ModalRegistry;
  /** What had focus when a modal opened before the layer mounted (it is loaded lazily). */
  initialOpener?: HTMLElement | null;
}) {
  const modal = useModalStore((state) => state.modal);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const openerRef = useRef<HTMLElement | null>(initialOpener);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Adjust during render (not in an effect) so a closing modal never unmounts for one frame.
  if (modal && rendered?.modal !== modal) {
    setRendered({ modal, closing: false });
  } else if (!modal && rendered && !rendered.closing) {
    setRendered({ modal: rendered.modal, closing: true });
  }

  useEffect(() => {
    if (!rendered?.closing) return undefined;
    const timer = window.setTimeout(() => setRendered(null), exitDuration());
    return () => window.clearTimeout(timer);
  }, [rendered]);

  // The opener is whatever had focus when the store went from no modal to a modal; a modal
  // replacing another keeps the first opener.
  useEffect(
    () =>
      useModalStore.subscribe((state, previous) => {
        if (state.modal && !previous.modal) {
          const active = document.activeElement;
          openerRef.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
        }
      }),
    [],
  );

  useEffect(() => {
    if (modal) return;
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }, [modal]);

  useBodyScrollLock(Boolean(modal));

  const definition = modal ? registry[modal.name] : undefined;

  const dismiss = useCallback(() => {
    definition?.onDismiss?.();
    useModalStore.getState().close();
  }, [definition]);

  useEffect(() => {
    if (!modal) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        dismiss();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modal, dismiss]);

  useEffect(() => {
    if (modal && !registry[modal.name]) {
      console.error(`[modal-layer] no modal is registered under "${modal.name}"`);
      useModalStore.getState().close();
    }
  }, [modal, registry]);

  if (!rendered) return null;
  const shown = registry[rendered.modal.name];
  if (!shown) return null;

  const props = rendered.modal.props ?? {};
  const title = typeof shown.title === 'function' ? shown.title(props) : shown.title;
  const Body = shown.component;
  const state = rendered.closing ? 'closing' : 'open';
  const close = () => useModalStore.getState().close();

  return (
    <div className={styles.layer} data-state={state} inert={rendered.closing}>
      <div className={styles.backdrop} data-state={state} onClick={dismiss} aria-hidden="true" />
      <FocusTrap
        // A new trap per modal: each one activates with its own initial focus.
        key={rendered.modal.name}
        active={!rendered.closing}
        focusTrapOptions={{
          initialFocus: () => {
            const panel = panelRef.current as HTMLElement;
            return panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
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
          data-size={shown.size ?? 'sm'}
          data-state={state}
          data-modal={rendered.modal.name}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.closeButton}
              onClick={dismiss}
              aria-label="닫기"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </header>
          <div className={styles.body}>
            <Body {...props} close={close} />
          </div>
        </div>
      </FocusTrap>
    </div>
  );
}
