import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROFILE_MESSAGES, useModalStore } from '@genetype/shared';
import { Dialog } from '@genetype/shared/ui';
import { NicknameRow } from '../../components/settings-form';
import { CopyButton, shareLinkOf } from '../../components/profile-share';
import type { MyPageData } from '../../components/profile-share';
import styles from './profile-settings.module.scss';

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
  const headingId = useId();
  const [copyFailed, setCopyFailed] = useState(false);
  const link = shareLinkOf(ownPage);

  // One modal at a time: opening this closes whatever the shell's layer showed.
  useEffect(() => {
    useModalStore.getState().close();
  }, []);

  return (
    <Dialog open name="profileSettings" title="프로필 설정" onClose={onClose} size="md">
      <div className={styles.content}>
        <NicknameRow nickname={nickname} onSaved={onRenamed} autoFocus />
        <section className={styles.share} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.heading}>
            프로필 공유 링크
          </h3>
          {ownPage.status === 'loading' && (
            <p className={styles.text}>공유 링크를 만드는 중이에요…</p>
          )}
          {ownPage.status === 'failed' && (
            <p className={styles.text}>공유 링크를 만들지 못했어요. 잠시 후 다시 시도해 주세요.</p>
          )}
          {ownPage.status === 'ready' && !link && (
            <p className={styles.text}>{PROFILE_MESSAGES.noNickname}</p>
          )}
          {link && (
            <div className={styles.shareRow}>
              <p className={styles.text}>
                링크를 받은 사람은 로그인하지 않아도 내 닉네임, 유형, 리뷰를 볼 수 있어요.
              </p>
              <CopyButton text={link} onFailed={() => setCopyFailed(true)} />
            </div>
          )}
          {copyFailed && (
            <p className={styles.error} role="alert">
              자동으로 복사하지 못했어요. 페이지의 공유 링크를 길게 눌러 직접 복사해 주세요.
            </p>
          )}
        </section>
        <p className={styles.more}>
          비밀번호, 휴대폰 번호, 이메일, 로그인 연결과 탈퇴는{' '}
          <Link className={styles.moreLink} to="/myPage#settingSection">
            마이페이지 설정
          </Link>
          에서 바꿀 수 있어요.
        </p>
      </div>
    </Dialog>
  );
}
