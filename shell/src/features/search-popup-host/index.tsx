// The search modal's body, loaded only when the popup first opens: single-spa-react's <Parcel>
// and the loader stay out of the shell's first load. Loaded in an effect, not through Suspense,
// whose reveal throttling kept the popup on its loading line about 300 ms longer.
import { useShellT } from '../../i18n';
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { loadOnce } from '@genetype/ui';
import type { ModalContentProps } from '../../components/modal-layer';

type ConnectedHost = ComponentType<{ close: () => void }>;

const loadParts = loadOnce(() =>
  Promise.all([
    import(/* webpackChunkName: "search-popup-host" */ './search-popup-host'),
    import(/* webpackChunkName: "search-popup-host" */ './load-search-popup'),
  ]),
);

const loadHost = loadOnce(() =>
  loadParts().then(
    ([{ SearchPopupHost }, { loadSearchPopup, resetSearchPopup }]): ConnectedHost =>
      function Host({ close }: { close: () => void }) {
        return <SearchPopupHost close={close} load={loadSearchPopup} reset={resetSearchPopup} />;
      },
  ),
);

/**
 * Loads the popup's code ahead of its first opening — this host's chunk, mf-search's entry and its
 * popup parcel — without showing anything (src/app/warm-search.ts decides when). A failure is
 * left to the opening, which shows it and retries.
 */
export function preloadSearchPopup(): Promise<void> {
  return loadParts()
    .then(([, { loadSearchPopup }]) => loadSearchPopup())
    .then(
      () => undefined,
      () => undefined,
    );
}

export function SearchPopupModal({ close }: ModalContentProps) {
  const t = useShellT();
  const [Host, setHost] = useState<ConnectedHost | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadHost()
      .then((host) => {
        if (active) setHost(() => host);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);

  if (Host) return <Host close={close} />;
  return (
    <p role={failed ? 'alert' : 'status'}>
      {failed ? t('searchPopup.openFailed') : t('searchPopup.opening')}
    </p>
  );
}
