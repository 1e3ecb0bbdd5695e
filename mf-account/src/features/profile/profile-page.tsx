import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { STORAGE_KEYS, storage, useAuthStore, useModalStore } from '@genetype/shared';
import { ProfileShareBlock, useMyPage } from '../../components/profile-share';
import { ReviewButton } from '../../components/reviews';
import { ShareButton } from '../../components/share';
import { ProfileCard } from './profile-card';
import styles from './profile-page.module.scss';
import { ProfileSettingsDialog } from './profile-settings-dialog';
import { useProfile } from './use-profile';

const sameNickname = (a: string | null | undefined, b: string): boolean =>
  typeof a === 'string' && a !== '' && a.toLowerCase() === b.toLowerCase();

/**
 * /profiles/{nickname}: another member's page for members; with `?share=<token>` the public part
 * for anyone. A member opening their own nickname also gets the share block and the settings
 * modal; a session the API refuses on the way raises the session-expired modal.
 */
export default function ProfilePage() {
  const { nickname = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shareToken = params.get('share');
  const user = useAuthStore((state) => state.user);
  const authStatus = useAuthStore((state) => state.status);
  const openModal = useModalStore((state) => state.open);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The nickname just saved here: the page is still the member's own while the user reloads.
  const [renamedTo, setRenamedTo] = useState<string | null>(null);
  // A stored token means the user is (about to be) loaded: wait for it instead of refusing.
  const hasToken = Boolean(storage.get(STORAGE_KEYS.token));
  const signedIn = authStatus === 'authenticated';
  const settling = !shareToken && hasToken && !signedIn && authStatus !== 'anonymous';
  const state = useProfile(nickname, shareToken, signedIn || settling);
  const own = signedIn && (sameNickname(user?.nickname, nickname) || renamedTo === nickname);
  // The own page data (the share link, which names the nickname): for the block and the modal.
  const ownPage = useMyPage(own, nickname);

  const onRenamed = (next: string) => {
    setRenamedTo(next);
    setSettingsOpen(false);
    void navigate(`/profiles/${encodeURIComponent(next)}`, { replace: true });
  };

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <div className={styles.heading}>
        <h1 id="profile-title" className={styles.title}>
          프로필
        </h1>
        {own && state.status === 'ready' && (
          <button
            type="button"
            className={styles.settingsButton}
            aria-haspopup="dialog"
            onClick={() => setSettingsOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M4 20h4l10.5-10.5a2.1 2.1 0 0 0-4-4L4 16v4zM13.5 6.5l4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            프로필 설정
          </button>
        )}
      </div>
      {(state.status === 'loading' || settling) && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          프로필을 불러오는 중이에요
        </div>
      )}
      {state.status === 'members-only' && !settling && (
        <div className={styles.problem}>
          <p>프로필은 진타입 회원만 볼 수 있어요. 공유 링크를 받았다면 그 링크로 열어 주세요.</p>
          <button type="button" className={styles.button} onClick={() => openModal('login')}>
            로그인하기
          </button>
        </div>
      )}
      {state.status === 'expired' && (
        <div className={styles.problem}>
          <p>로그인 세션이 만료되어 프로필을 불러오지 못했어요. 다시 로그인해 주세요.</p>
          <button type="button" className={styles.button} onClick={() => openModal('login')}>
            다시 로그인하기
          </button>
        </div>
      )}
      {state.status === 'failed' && (
        <div className={styles.problem} role="alert">
          <p>{state.message}</p>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <ProfileCard profile={state.profile} />
          {own && (
            <div className={styles.share}>
              <ProfileShareBlock data={ownPage} />
              <ShareButton />
              <ReviewButton />
            </div>
          )}
        </>
      )}
      {own && settingsOpen && (
        <ProfileSettingsDialog
          nickname={state.status === 'ready' ? state.profile.nickname : nickname}
          ownPage={ownPage}
          onRenamed={onRenamed}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </section>
  );
}
