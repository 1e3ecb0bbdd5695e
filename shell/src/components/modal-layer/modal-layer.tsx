import { useModalT } from '../../i18n/modals';
import { useCallback, useEffect, useRef, useState } from 'react';
import { registerNamespace, translate, useModalStore } from '@genetype/platform';
import { Dialog } from '@genetype/ui';
import { registerValidationTexts } from '@genetype/domain/validation';
import type { ModalRegistry } from './types';

// The shell's forms are all modals: the shared form rules' messages follow the page's language
// from here, in the modal layer's own chunk rather than the first load.
registerValidationTexts({ registerNamespace, translate });

type OpenModal = NonNullable<ReturnType<typeof useModalStore.getState>['modal']>;

const closeModal = () => useModalStore.getState().close();

/**
 * The one place the shell's modals appear, in the site's one dialog (`@genetype/ui`): the
 * store says which modal is open; the layer keeps the last one in the dialog for its exit, and
 * gives focus back to whatever opened the first of a run of modals.
 */
export function ModalLayer({
  registry,
  initialOpener = null,
  container,
}: {
  registry: ModalRegistry;
  /** What had focus when a modal opened before the layer mounted (it is loaded lazily). */
  initialOpener?: HTMLElement | null;
  /** The page's modal container (index.html's #modal-root); `document.body` without one. */
  container?: Element | null;
}) {
  const modal = useModalStore((state) => state.modal);
  // Re-renders on a language switch, so the registry's titles are read again.
  useModalT();
  // The last modal shown: it stays in the dialog while the dialog plays its exit.
  const [shown, setShown] = useState<OpenModal | null>(modal);
  const openerRef = useRef<HTMLElement | null>(initialOpener);

  if (modal && modal !== shown) setShown(modal);

  // The opener is whatever had focus when the store went from no modal to a modal (read in the
  // store's own callback, before React renders anything); a modal replacing another keeps it.
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
  const returnFocusTo = useCallback(() => {
    const opener = openerRef.current;
    openerRef.current = null;
    return opener;
  }, []);

  const definition = modal ? registry[modal.name] : undefined;

  const dismiss = useCallback(() => {
    definition?.onDismiss?.();
    closeModal();
  }, [definition]);

  useEffect(() => {
    if (modal && !registry[modal.name]) {
      console.error(`[modal-layer] no modal is registered under "${modal.name}"`);
      closeModal();
    }
  }, [modal, registry]);

  const entry = shown ? registry[shown.name] : undefined;
  if (!shown || !entry) return null;

  const props = shown.props ?? {};
  const title = typeof entry.title === 'function' ? entry.title(props) : entry.title;
  const Body = entry.component;

  return (
    <Dialog
      open={definition !== undefined}
      title={title}
      onClose={dismiss}
      size={entry.size ?? 'sm'}
      name={shown.name}
      contentKey={shown.name}
      stepsAside={false}
      returnFocusTo={returnFocusTo}
      container={container}
    >
      <Body {...props} close={closeModal} />
    </Dialog>
  );
}
