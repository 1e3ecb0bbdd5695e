import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROFILE_MESSAGES, useAuthStore } from '@genetype/shared';
import { CopyButton } from './copy-button';
import styles from './profile-share.module.scss';
import { shareLinkOf, useMyPage } from './use-my-page';
import type { MyPageData } from './use-my-page';

const expiryText = (iso: string): string => {
  const date = new Date(iso);
  return `${date.getFullYear()}년 ${date.getMonth() + 1}월 ${date.getDate()}일`;
};

export interface ProfileShareBlockProps {
  /** The own page data when the host already has it (the profile page); else the block fetches. */
  data?: MyPageData;
}

/** The profile-share block: the member's encrypted, expiring profile link and a copy button. */
export function ProfileShareBlock({ data }: ProfileShareBlockProps) {
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
        내 프로필 공유하기
      </h2>
      {loaded.status === 'loading' && <p className={styles.text}>공유 링크를 만드는 중이에요…</p>}
      {loaded.status === 'failed' && (
        <p className={styles.text}>공유 링크를 만들지 못했어요. 잠시 후 다시 시도해 주세요.</p>
      )}
      {page && !link && (
        <p className={styles.text}>
          {PROFILE_MESSAGES.noNickname}{' '}
          <Link className={styles.link} to="/myPage#settingSection">
            닉네임 설정하기
          </Link>
        </p>
      )}
      {page && link && (
        <>
          <p className={styles.text}>
            링크를 받은 사람은 로그인하지 않아도 내 닉네임, 유형, 리뷰를 볼 수 있어요.
          </p>
          <div className={styles.row}>
            <input
              className={styles.input}
              value={link}
              readOnly
              aria-label="프로필 공유 링크"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={link} onFailed={() => setCopyFailed(true)} />
          </div>
          {copyFailed && (
            <p className={styles.error} role="alert">
              자동으로 복사하지 못했어요. 링크를 길게 눌러 직접 복사해 주세요.
            </p>
          )}
          {page.profileLinkExpiresAt && (
            <p className={styles.note}>
              이 링크는 {expiryText(page.profileLinkExpiresAt)}까지 열 수 있어요.
            </p>
          )}
        </>
      )}
    </section>
  );
}
