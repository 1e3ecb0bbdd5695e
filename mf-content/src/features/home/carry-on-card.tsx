// The offer to carry on for a member mid-test (issue #37): where they are ("B 유형 · 애착 검사
// 2/4쪽"), the whole test's progress, and a link to that very question page. Read from the saved
// answers (GET /questions/getQuestionsList); a member who has not begun, or whose list cannot be
// read, gets the invite instead.
import { Link } from 'react-router-dom';
import { geneForSection } from '@genetype/domain';
import { useApiQuery } from '@genetype/platform/query';
import { useAppT } from '../../i18n';
import { testPositionQuery } from './api/test-position';
import styles from './home-page.module.scss';

export function NoTypeInvite() {
  const t = useAppT();
  return (
    <section className={styles.invite} aria-labelledby="my-type-title">
      <h2 id="my-type-title" className={styles.sectionTitle}>
        {t('home.myTypeTitle')}
      </h2>
      <p>{t('home.noType')}</p>
    </section>
  );
}

export default function CarryOnCard({ userId }: { userId: string }) {
  const t = useAppT();
  const loaded = useApiQuery(testPositionQuery(userId));
  if (loaded.isPending) return null;
  const position = loaded.data ?? null;
  if (!position) return <NoTypeInvite />;
  const name = t(`genes.${geneForSection(position.section)}`);
  return (
    <section className={styles.carryOn} aria-labelledby="carry-on-title">
      <h2 id="carry-on-title" className={styles.carryOnTitle}>
        {t('home.carryOnTitle')}
      </h2>
      <p className={styles.carryOnWhere} data-testid="carry-on-where">
        {t('home.carryOnWhere', {
          letter: position.section,
          name,
          page: position.page,
          pages: position.pages,
        })}
      </p>
      <div
        className={styles.carryOnBar}
        role="progressbar"
        aria-label={t('home.carryOnProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position.percent)}
        aria-valuetext={t('home.carryOnPercent', { percent: Math.round(position.percent) })}
      >
        <span style={{ width: `${position.percent}%` }} />
      </div>
      <p className={styles.cardText}>
        {t('home.carryOnPercent', { percent: Math.round(position.percent) })}
      </p>
      <Link className={styles.carryOnLink} to={position.path}>
        {t('home.carryOnLink', { letter: position.section, page: position.page })}
      </Link>
    </section>
  );
}
