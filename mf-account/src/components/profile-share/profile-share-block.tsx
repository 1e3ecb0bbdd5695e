import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthStore, useLanguageStore } from '@genetype/platform';
import { intlLocale, useAppT } from '../../i18n';
import { CopyButton } from './copy-button';
import styles from './profile-share.module.scss';
import { shareLinkOf, useMyPage } from './use-my-page';
import type { MyPageData } from './use-my-page';

/** A day in the page's language: 2026년 3월 5일 / March 5, 2026. */
export const dayText = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso));

export interface ProfileShareBlockProps {
  /** The own page data when the host already has it (the profile page); else the block fetches. */
  data?: MyPageData;
}

/** The profile-share block: the member's encrypted, expiring profile link and a copy button. */
export function ProfileShareBlock({ data }: ProfileShareBlockProps) {
  const t = useAppT();
  const language = useLanguageStore((state) => state.language);
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const fetched = useMyPage(signedIn && data === undefined);
  const loaded = data ?? fetched;
  const [copyFailed, setCopyFailed] = useState(false);
  const headingId = useId();

  if (!signedIn) return null;
  const page = loaded.status === 'ready' ? loaded.page : null;
  const link = shareLinkOf(loaded);
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('share.profileTitle')}
      </h2>
      {loaded.status === 'loading' && <p className={styles.text}>{t('profile.linkLoading')}</p>}
      {loaded.status === 'failed' && <p className={styles.text}>{t('profile.linkFailed')}</p>}
      {page && !link && (
        <p className={styles.text}>
          {t('profile.noNickname')}{' '}
          <Link className={styles.link} to="/myPage#settingSection">
            {t('share.setNickname')}
          </Link>
        </p>
      )}
      {page && link && (
        <>
          <p className={styles.text}>{t('profile.linkText')}</p>
          <div className={styles.row}>
            <input
              className={styles.input}
              value={link}
              readOnly
              aria-label={t('profile.shareLink')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={link} onFailed={() => setCopyFailed(true)} />
          </div>
          {copyFailed && (
            <p className={styles.error} role="alert">
              {t('share.copyFailed')}
            </p>
          )}
          {page.profileLinkExpiresAt && (
            <p className={styles.note}>
              {t('share.expires', { date: dayText(page.profileLinkExpiresAt, language) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
