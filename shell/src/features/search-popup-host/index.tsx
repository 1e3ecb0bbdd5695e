// The search modal's body, loaded only when the popup first opens: single-spa-react's <Parcel>
// and the loader stay out of the shell's first load.
import { lazy, Suspense } from 'react';
import type { ModalContentProps } from '../modal-layer';

const ConnectedHost = lazy(async () => {
  const [{ SearchPopupHost }, { loadSearchPopup, resetSearchPopup }] = await Promise.all([
    import(/* webpackChunkName: "search-popup-host" */ './search-popup-host'),
    import(/* webpackChunkName: "search-popup-host" */ './load-search-popup'),
  ]);
  return {
    default: ({ close }: { close: () => void }) => (
      <SearchPopupHost close={close} load={loadSearchPopup} reset={resetSearchPopup} />
    ),
  };
});

export function SearchPopupModal({ close }: ModalContentProps) {
  return (
    <Suspense fallback={<p role="status">검색창을 여는 중이에요…</p>}>
      <ConnectedHost close={close} />
    </Suspense>
  );
}
