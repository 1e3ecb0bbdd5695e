import { useParams, useSearchParams } from 'react-router-dom';
import { STORAGE_KEYS, storage, useAuthStore, useModalStore } from '@genetype/shared';
import { ProfileShareBlock } from '../profile-share';
import { ProfileCard } from './profile-card';
import styles from './profile-page.module.scss';
import { useProfile } from './use-profile';

/**
 * /profiles/{nickname}: another member's page for members; with `?share=<token>` the public part
 * for anyone. A member opening their own nickname also gets the share block.
 */
export default function ProfilePage() {
  const { nickname = '' } = useParams();
  const [params] = useSearchParams();
  const shareToken = params.get('share');
  const user = useAuthStore((state) => state.user);
  const authStatus = useAuthStore((state) => state.status);
  const openModal = useModalStore((state) => state.open);
  // A stored token means the user is (about to be) loaded: wait for it instead of refusing.
  const hasToken = Boolean(storage.get(STORAGE_KEYS.token));
  const signedIn = authStatus === 'authenticated';
  const settling = !shareToken && hasToken && !signedIn && authStatus !== 'anonymous';
  const state = useProfile(nickname, shareToken, signedIn || settling);
  const own = Boolean(user?.nickname && user.nickname.toLowerCase() === nickname.toLowerCase());

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        프로필
      </h1>
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
              <ProfileShareBlock />
            </div>
          )}
        </>
      )}
    </section>
  );
}
