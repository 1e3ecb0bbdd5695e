import { useCallback } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { RemoteParcel } from '@genetype/shared/ui';
import type { AccountParcelName } from './load-account-parcel';
import { loadAccountParcel } from './load-account-parcel';
import styles from './learning-gene.module.scss';

export const PARCEL_FAILED_NOTE = '이 영역을 불러오지 못했어요. 잠시 후 새로고침해 주세요.';

export interface AccountParcelProps {
  name: AccountParcelName;
  load?: (name: AccountParcelName) => Promise<ParcelConfigObject>;
}

/** One of mf-account's blocks, mounted as a single-spa parcel; a failure leaves a short note. */
export default function AccountParcel({ name, load = loadAccountParcel }: AccountParcelProps) {
  const loadParcel = useCallback(() => load(name), [load, name]);
  return (
    <RemoteParcel
      label={`mf-account/${name}`}
      load={loadParcel}
      fallback={() => <p className={styles.parcelNote}>{PARCEL_FAILED_NOTE}</p>}
    />
  );
}
