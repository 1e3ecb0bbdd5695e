import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useModalStore } from '@genetype/platform';
import { Dialog } from '@genetype/ui';
import { NicknameRow } from '../../components/settings-form';
import { CopyButton, shareLinkOf } from '../../components/profile-share';
import type { MyPageData } from '../../components/profile-share';
import { ShareAddressSection } from './share-address-section';
import styles from './profile-settings.module.scss';
import { useAppT } from '../../i18n';

export interface ProfileSettingsDialogProps {
  nickname: string;
  /** The own page data the profile page already has (the share link). */
  ownPage: MyPageData;
  /** A nickname was saved: the page follows it (its URL names the profile). */
  onRenamed(nickname: string): void;
  onClose(): void;
}

/**
 * The profile page's settings modal (spec §2): the quick settings of what the profile shows —
 * the nickname (the same form, rules and call as /myPage's settings), the share link — and the
 * way to every other setting on /myPage.
 */
export function ProfileSettingsDialog({
  nickname,
  ownPage,
  onRenamed,
  onClose,
}: ProfileSettingsDialogProps) {
  const t = useAppT();
  const headingId = useId();
  const [copyFailed, setCopyFailed] = useState(false);
  const link = shareLinkOf(ownPage);

  // One modal at a time: opening this closes whatever the shell's layer showed.
  useEffect(() => {
    useModalStore.getState().close();
  }, []);

  return (
    <Dialog open name="profileSettings" title={t('profile.settings')} onClose={onClose} size="md">
      <div className={styles.content}>
        <NicknameRow nickname={nickname} onSaved={onRenamed} autoFocus />
        <section className={styles.share} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.heading}>
            {t('profile.shareLink')}
          </h3>
          {ownPage.status === 'loading' && (
            <p className={styles.text}>{t('profile.linkLoading')}</p>
          )}
          {ownPage.status === 'failed' && <p className={styles.text}>{t('profile.linkFailed')}</p>}
          {ownPage.status === 'ready' && !link && (
            <p className={styles.text}>{t('profile.noNickname')}</p>
          )}
          {link && (
            <div className={styles.shareRow}>
              <p className={styles.text}>{t('profile.linkText')}</p>
              <CopyButton text={link} onFailed={() => setCopyFailed(true)} />
            </div>
          )}
          {copyFailed && (
            <p className={styles.error} role="alert">
              {t('profile.copyFailed')}
            </p>
          )}
        </section>
        <ShareAddressSection />
        <p className={styles.more}>
          {t('profile.moreBefore')}{' '}
          <Link className={styles.moreLink} to="/myPage#settingSection">
            {t('profile.moreLink')}
          </Link>
          {t('profile.moreAfter')}
        </p>
      </div>
    </Dialog>
  );
}
