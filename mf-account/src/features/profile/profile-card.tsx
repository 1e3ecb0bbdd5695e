import { Link } from 'react-router-dom';
import { useLanguageStore } from '@genetype/platform';
import type { PublicProfile } from '@genetype/domain/contracts';
import { GroupCharacter } from '@genetype/ui/illustrations';
import { useTypeReading } from '../../components/type-reading';
import styles from './profile-page.module.scss';
import { intlLocale, useAppT } from '../../i18n';

/** The month a member joined, in the page's language: 2024년 3월 / March 2024. */
export const joinedMonth = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', month: 'long' }).format(
    new Date(iso),
  );

/** The public part of a member's page: nickname, icon, final type, review, joined date. */
export function ProfileCard({ profile }: { profile: PublicProfile }) {
  const t = useAppT();
  const language = useLanguageStore((state) => state.language);
  // The type and group names are Korean only for now: English shows the number and the code.
  const korean = language === 'ko';
  const reading = useTypeReading(profile.finalType?.typeId ?? null);
  return (
    <article
      className={styles.card}
      aria-label={t('profile.cardLabel', { name: profile.nickname })}
    >
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
          <p className={styles.joined}>
            {t('profile.joined', { month: joinedMonth(profile.joinedAt, language) })}
          </p>
        </div>
      </div>
      <section>
        <h3 className={styles.sectionTitle}>{t('profile.type')}</h3>
        {profile.finalType ? (
          <>
            {reading && (
              <GroupCharacter
                group={reading.group}
                color={reading.color}
                size={80}
                title={t('shareCode.character', { character: reading.character })}
                className={styles.character}
              />
            )}
            <p className={styles.type}>
              <Link className={styles.typeLink} to={`/typeReport/${profile.finalType.typeId}`}>
                {korean
                  ? `${t('overview.typeNamed', { id: profile.finalType.typeId, name: profile.finalType.name })} · ${profile.finalType.code}`
                  : `${t('overview.typeNumber', { id: profile.finalType.typeId })} · ${profile.finalType.code}`}
              </Link>
            </p>
            {korean && profile.finalType.groupName ? (
              <p className={styles.muted}>
                {t('overview.group', { name: profile.finalType.groupName })}
              </p>
            ) : null}
            {reading && <p className={styles.typeDescription}>{reading.description}</p>}
          </>
        ) : (
          <p className={styles.muted}>{t('profile.notFinished')}</p>
        )}
      </section>
      <section>
        <h3 className={styles.sectionTitle}>{t('profile.review')}</h3>
        {profile.review ? (
          <p className={styles.review}>{profile.review.contents}</p>
        ) : (
          <p className={styles.muted}>{t('profile.noReview')}</p>
        )}
      </section>
    </article>
  );
}
