import { useCallback, useEffect, useMemo, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import type { LifeCycleFn, ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { AccountParcelName } from './load-account-parcel';
import { loadAccountParcel } from './load-account-parcel';
import styles from './learning-gene.module.scss';

export const PARCEL_FAILED_NOTE = '이 영역을 불러오지 못했어요. 잠시 후 새로고침해 주세요.';

type Lifecycle = LifeCycleFn<object> | LifeCycleFn<object>[] | undefined;

async function run(lifecycle: Lifecycle, props: object): Promise<void> {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [])
    await fn(props as never);
}

/** Reports a mount failure here instead of letting <Parcel> rethrow into a promise nobody holds. */
function guarded(
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
  };
}

export interface AccountParcelProps {
  name: AccountParcelName;
  load?: (name: AccountParcelName) => Promise<ParcelConfigObject>;
}

/** One of mf-account's blocks, mounted as a single-spa parcel; a failure leaves a short note. */
export default function AccountParcel({ name, load = loadAccountParcel }: AccountParcelProps) {
  const [config, setConfig] = useState<ParcelConfigObject | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    load(name).then(
      (loaded) => {
        if (current) setConfig(loaded);
      },
      (error: unknown) => {
        console.error(`[learning-gene] mf-account/${name} could not be loaded`, error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [load, name]);

  const onError = useCallback(
    (error: unknown) => {
      console.error(`[learning-gene] mf-account/${name} failed to mount`, error);
      setFailed(true);
    },
    [name],
  );
  const parcel = useMemo(() => (config ? guarded(config, onError) : null), [config, onError]);

  if (failed) return <p className={styles.parcelNote}>{PARCEL_FAILED_NOTE}</p>;
  if (!parcel) return null;
  return <Parcel config={parcel} mountParcel={mountRootParcel} handleError={onError} />;
}
