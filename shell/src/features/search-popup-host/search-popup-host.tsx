import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import type { LifeCycleFn, ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import styles from './search-popup-host.module.scss';

export const POPUP_FAILED_MESSAGE = '검색창을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface SearchPopupHostProps {
  /** Closes the modal (from the modal layer). */
  close: () => void;
  load: () => Promise<ParcelConfigObject>;
  /** Called before a retry, so the next load starts from the remote's entry again. */
  reset?: () => void;
}

type Lifecycle = LifeCycleFn<object> | LifeCycleFn<object>[] | undefined;

async function run(lifecycle: Lifecycle, props: object): Promise<void> {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [])
    await fn(props as never);
}

/**
 * The parcel with its mount failure reported here instead of thrown: single-spa-react's <Parcel>
 * would call handleError and then also rethrow into a promise nobody holds.
 */
export function guardedParcel(
  config: ParcelConfigObject,
  onError: (error: unknown) => void,
): ParcelConfigObject {
  let mounted = false;
  return {
    bootstrap: (props) => run(config.bootstrap as Lifecycle, props),
    mount: async (props) => {
      try {
        await run(config.mount as Lifecycle, props);
        mounted = true;
      } catch (error) {
        onError(error);
      }
    },
    unmount: async (props) => {
      if (mounted) await run(config.unmount as Lifecycle, props);
      mounted = false;
    },
    update: (props) => (mounted ? run(config.update as Lifecycle, props) : Promise.resolve()),
  };
}

type State =
  { status: 'loading' } | { status: 'ready'; config: ParcelConfigObject } | { status: 'failed' };

/**
 * The search modal's body: mf-search's popup, mounted as a single-spa parcel (DESIGN §8). If the
 * remote cannot be loaded or throws while mounting, a Korean message with a retry takes its place.
 */
export function SearchPopupHost({ close, load, reset }: SearchPopupHostProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The parcel gets one stable function; the layer's `close` may change between renders.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const onClose = useCallback(() => closeRef.current(), []);

  useEffect(() => {
    let current = true;
    load().then(
      (config) => {
        if (current) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        console.error('[search-popup] mf-search could not be loaded', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = () => {
    reset?.();
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  const onParcelError = useCallback((error: unknown) => {
    console.error('[search-popup] the popup failed to mount', error);
    setState({ status: 'failed' });
  }, []);
  const readyConfig = state.status === 'ready' ? state.config : null;
  const parcel = useMemo(
    () => (readyConfig ? guardedParcel(readyConfig, onParcelError) : null),
    [readyConfig, onParcelError],
  );

  if (state.status === 'failed') {
    return (
      <div className={styles.failed} data-testid="search-popup-failed">
        <p className={styles.message}>{POPUP_FAILED_MESSAGE}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          다시 시도
        </button>
      </div>
    );
  }
  if (!parcel) {
    return (
      <p className={styles.loading} role="status">
        검색창을 여는 중이에요…
      </p>
    );
  }
  return (
    <Parcel
      key={attempt}
      config={parcel}
      mountParcel={mountRootParcel}
      handleError={onParcelError}
      wrapClassName={styles.parcel}
      onClose={onClose}
    />
  );
}
