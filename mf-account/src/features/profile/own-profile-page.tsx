import { Link, Navigate } from 'react-router-dom';
import { useAuthStore } from '@genetype/platform';
import { RequireMember } from '@genetype/ui';
import styles from './profile-page.module.scss';
import { useAppT } from '../../i18n';

/**
 * /profiles without a nickname (spec §2: "Without a nickname, the member's own page loads"): a member
 * lands on their own /profiles/{nickname}; a visitor logs in first and comes back here.
 */
export default function OwnProfilePage() {
  const t = useAppT();
  const nickname = useAuthStore((state) => state.user?.nickname);
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        {t('profile.title')}
      </h1>
      <RequireMember
        fallback={
          <div className={styles.overlay} role="status" aria-live="polite">
            <span className={styles.spinner} aria-hidden="true" />
            {t('profile.loading')}
          </div>
        }
      >
        {nickname ? (
          <Navigate to={`/profiles/${encodeURIComponent(nickname)}`} replace />
        ) : (
          <div className={styles.problem}>
            <p>{t('profile.needsNickname')}</p>
            <Link className={styles.button} to="/myPage#settingSection">
              {t('profile.chooseNickname')}
            </Link>
          </div>
        )}
      </RequireMember>
    </section>
  );
}
