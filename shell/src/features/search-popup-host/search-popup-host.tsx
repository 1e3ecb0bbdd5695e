import { useShellT } from '../../i18n';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { RemoteParcel } from '@genetype/ui';
import ko from '../../i18n/ko';
import styles from './search-popup-host.module.scss';

/** The Korean message (shown in the page's language: `searchPopup.failed`). */
export const POPUP_FAILED_MESSAGE = ko.searchPopup.failed;

export interface SearchPopupHostProps {
  /** Closes the modal (from the modal layer). */
  close: () => void;
  load: () => Promise<ParcelConfigObject>;
  /** Called before a retry, so the next load starts from the remote's entry again. */
  reset?: () => void;
}

/**
 * The search modal's body: mf-search's popup, mounted as a single-spa parcel (DESIGN §8). If the
 * remote cannot be loaded or throws while mounting, a message with a retry takes its place.
 */
export function SearchPopupHost({ close, load, reset }: SearchPopupHostProps) {
  const t = useShellT();
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
          {t('searchPopup.opening')}
        </p>
      }
      fallback={(retry) => (
        <div className={styles.failed} data-testid="search-popup-failed">
          <p className={styles.message}>{t('searchPopup.failed')}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {t('account.retry')}
          </button>
        </div>
      )}
    />
  );
}
