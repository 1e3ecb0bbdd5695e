// A visitor who never opens a modal never downloads one: the layer and every modal load the first
// time the modal store opens something, and stay mounted from then on.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useModalStore } from '@genetype/shared';

const ModalHost = lazy(() => import(/* webpackChunkName: "modal-layer" */ './modal-host'));

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function LazyModalLayer() {
  const [needed, setNeeded] = useState(() => useModalStore.getState().modal !== null);
  // What had focus when the first modal opened, for the layer to give focus back to.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (needed) return undefined;
    const unsubscribe = useModalStore.subscribe((state) => {
      if (!state.modal) return;
      opener.current = focusedElement();
      setNeeded(true);
    });
    // A modal opened between the first render and this subscription.
    if (useModalStore.getState().modal) setNeeded(true);
    return unsubscribe;
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost initialOpener={opener.current} />
    </Suspense>
  );
}
