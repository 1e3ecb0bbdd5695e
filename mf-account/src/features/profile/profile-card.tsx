import { Link } from 'react-router-dom';
import type { PublicProfile } from '@genetype/shared';
import styles from './profile-page.module.scss';

const joinedText = (iso: string): string => {
  const date = new Date(iso);
  return `${date.getFullYear()}년 ${date.getMonth() + 1}월 가입`;
};

/** The public part of a member's page: nickname, icon, final type, review, joined date. */
export function ProfileCard({ profile }: { profile: PublicProfile }) {
  return (
    <article className={styles.card} aria-label={`${profile.nickname}님의 프로필`}>
      <div className={styles.identity}>
        {profile.profileIcon ? (
          <img className={styles.avatar} src={profile.profileIcon} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {profile.nickname.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h2 className={styles.nickname}>{profile.nickname}</h2>
          <p className={styles.joined}>{joinedText(profile.joinedAt)}</p>
        </div>
      </div>
      <section>
        <h3 className={styles.sectionTitle}>학습 유전자 유형</h3>
        {profile.finalType ? (
          <>
            <p className={styles.type}>
              <Link className={styles.typeLink} to={`/typeReport/${profile.finalType.typeId}`}>
                {profile.finalType.typeId}번 {profile.finalType.name} · {profile.finalType.code}
              </Link>
            </p>
            {profile.finalType.groupName ? (
              <p className={styles.muted}>{profile.finalType.groupName} 그룹</p>
            ) : null}
          </>
        ) : (
          <p className={styles.muted}>아직 검사를 마치지 않았어요.</p>
        )}
      </section>
      <section>
        <h3 className={styles.sectionTitle}>리뷰</h3>
        {profile.review ? (
          <p className={styles.review}>{profile.review.contents}</p>
        ) : (
          <p className={styles.muted}>아직 작성한 리뷰가 없어요.</p>
        )}
      </section>
    </article>
  );
}
