// A visitor who never opens a modal never downloads one: the layer and every modal load the first
// time the modal store opens something, and stay mounted from then on. The chunk is loaded before
// the layer renders, not through Suspense: a suspended first render waited for React's reveal
// throttling (about 300 ms more before the first modal showed).
import { useEffect, useRef, useState } from 'react';
import { useModalStore } from '@genetype/platform';
import { loadOnce } from '@genetype/ui';
import type * as ModalHostModule from './modal-host';

type ModalHostComponent = typeof ModalHostModule.default;

const loadModalHost = loadOnce(() =>
  import(/* webpackChunkName: "modal-layer" */ './modal-host').then((module) => module.default),
);

/** Loads the layer's chunk ahead of the first modal (./warm-search.ts); never throws. */
export function preloadModalLayer(): Promise<void> {
  return loadModalHost().then(
    () => undefined,
    () => undefined,
  );
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function LazyModalLayer() {
  const [ModalHost, setModalHost] = useState<ModalHostComponent | null>(null);
  // What had focus when the first modal opened, for the layer to give focus back to.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (ModalHost) return undefined;
    let active = true;
    const load = () => {
      loadModalHost()
        .then((host) => {
          if (active) setModalHost(() => host);
        })
        .catch(() => {
          // Offline or a failed deploy: the next modal the store opens tries again.
        });
    };
    const unsubscribe = useModalStore.subscribe((state) => {
      if (!state.modal) return;
      opener.current = focusedElement();
      load();
    });
    // A modal opened before this subscription (or before the first render).
    if (useModalStore.getState().modal) load();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [ModalHost]);

  return ModalHost ? <ModalHost initialOpener={opener.current} /> : null;
}
