import { Link, Navigate } from 'react-router-dom';
import { useAuthStore } from '@genetype/shared';
import { RequireMember } from '@genetype/shared/ui';
import styles from './profile-page.module.scss';

/**
 * /profiles without a nickname (spec §2: "Without a nickname, the member's own page loads"): a member
 * lands on their own /profiles/{nickname}; a visitor logs in first and comes back here.
 */
export default function OwnProfilePage() {
  const nickname = useAuthStore((state) => state.user?.nickname);
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        프로필
      </h1>
      <RequireMember
        fallback={
          <div className={styles.overlay} role="status" aria-live="polite">
            <span className={styles.spinner} aria-hidden="true" />
            프로필을 불러오는 중이에요
          </div>
        }
      >
        {nickname ? (
          <Navigate to={`/profiles/${encodeURIComponent(nickname)}`} replace />
        ) : (
          <div className={styles.problem}>
            <p>
              프로필은 닉네임을 정한 뒤에 볼 수 있어요. 마이페이지 설정에서 닉네임을 먼저 정해
              주세요.
            </p>
            <Link className={styles.button} to="/myPage#settingSection">
              닉네임 정하러 가기
            </Link>
          </div>
        )}
      </RequireMember>
    </section>
  );
}
