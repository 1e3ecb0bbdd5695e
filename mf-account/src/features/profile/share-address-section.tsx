// The profile settings' short share address: copy it, send it through KakaoTalk, or make a new
// one ("공유 링크 다시 만들기", after a confirmation) so the old address and every compare a
// friend made with it stop working.
import { useId, useState } from 'react';
import { useApiMutation, useApiQuery } from '@genetype/platform/query';
import { CopyButton } from '../../components/profile-share';
import { KakaoShareButton } from '../../components/share';
import { renewShareAddress, shareAddressQuery } from './api/share-address';
import styles from './profile-settings.module.scss';
import { useAppT } from '../../i18n';

export function ShareAddressSection() {
  const t = useAppT();
  const headingId = useId();
  const address = useApiQuery(shareAddressQuery());
  const [confirming, setConfirming] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const renew = useApiMutation({
    mutationFn: renewShareAddress,
    onSettled: () => setConfirming(false),
  });
  const url = address.data?.url;
  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('profile.shortAddress')}
      </h3>
      <p className={styles.text}>{t('profile.shortAddressText')}</p>
      {address.isPending && <p className={styles.text}>{t('profile.linkLoading')}</p>}
      {address.isError && <p className={styles.text}>{t('profile.linkFailed')}</p>}
      {url && (
        <>
          <input
            className={styles.address}
            value={url}
            readOnly
            aria-label={t('profile.shortAddressLabel')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className={styles.actions}>
            <CopyButton text={url} onFailed={() => setCopyFailed(true)} />
            <KakaoShareButton url={url} />
          </div>
          {copyFailed && (
            <p className={styles.error} role="alert">
              {t('profile.copyFailed')}
            </p>
          )}
          {!confirming ? (
            <button
              type="button"
              className={styles.renew}
              onClick={() => {
                renew.reset();
                setConfirming(true);
              }}
            >
              {t('profile.renew')}
            </button>
          ) : (
            <div className={styles.confirm} role="group" aria-label={t('profile.renew')}>
              <p>{t('profile.renewConfirm')}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.danger}
                  disabled={renew.isPending}
                  onClick={() => renew.mutate()}
                >
                  {t('profile.renewYes')}
                </button>
                <button type="button" className={styles.renew} onClick={() => setConfirming(false)}>
                  {t('profile.renewCancel')}
                </button>
              </div>
            </div>
          )}
          {renew.isSuccess && (
            <p className={styles.text} role="status">
              {t('profile.renewed')}
            </p>
          )}
          {renew.isError && (
            <p className={styles.error} role="alert">
              {t('profile.renewFailed')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
