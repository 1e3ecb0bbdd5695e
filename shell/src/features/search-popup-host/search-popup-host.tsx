import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { RemoteParcel } from '@genetype/shared/ui';
import styles from './search-popup-host.module.scss';

export const POPUP_FAILED_MESSAGE = '검색창을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface SearchPopupHostProps {
  /** Closes the modal (from the modal layer). */
  close: () => void;
  load: () => Promise<ParcelConfigObject>;
  /** Called before a retry, so the next load starts from the remote's entry again. */
  reset?: () => void;
}

/**
 * The search modal's body: mf-search's popup, mounted as a single-spa parcel (DESIGN §8). If the
 * remote cannot be loaded or throws while mounting, a Korean message with a retry takes its place.
 */
export function SearchPopupHost({ close, load, reset }: SearchPopupHostProps) {
  // The parcel gets one stable function; the layer's `close` may change between renders.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const onClose = useCallback(() => closeRef.current(), []);
  const parcelProps = useMemo(() => ({ onClose }), [onClose]);

  return (
    <RemoteParcel
      label="mf-search/search-popup"
      load={load}
      reset={reset}
      parcelProps={parcelProps}
      wrapClassName={styles.parcel}
      loading={
        <p className={styles.loading} role="status">
          검색창을 여는 중이에요…
        </p>
      }
      fallback={(retry) => (
        <div className={styles.failed} data-testid="search-popup-failed">
          <p className={styles.message}>{POPUP_FAILED_MESSAGE}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            다시 시도
          </button>
        </div>
      )}
    />
  );
}
