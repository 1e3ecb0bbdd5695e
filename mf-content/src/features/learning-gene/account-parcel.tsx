import { useCallback } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { RemoteParcel } from '@genetype/ui';
import type { AccountParcelName } from './load-account-parcel';
import { loadAccountParcel } from './load-account-parcel';
import { useAppT } from '../../i18n';
import styles from './learning-gene.module.scss';

/** Key of the note shown where a block failed to load. */
export const PARCEL_FAILED_NOTE = 'learningGene.parcelFailed';

function ParcelFailed() {
  const t = useAppT();
  return <p className={styles.parcelNote}>{t(PARCEL_FAILED_NOTE)}</p>;
}

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
      fallback={() => <ParcelFailed />}
    />
  );
}
