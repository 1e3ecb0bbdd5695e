// The offer to carry on for a member mid-test (issue #37): where they are ("B 유형 · 애착 검사
// 2/4쪽"), the whole test's progress, and a link to that very question page. Read from the saved
// answers (GET /questions/getQuestionsList); a member who has not begun, or whose list cannot be
// read, gets the invite instead.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TestPosition } from '@genetype/domain';
import { geneForSection } from '@genetype/domain';
import { useAppT } from '../../i18n';
import { fetchTestPosition } from './api/test-position';
import styles from './home-page.module.scss';

type Loaded = { status: 'loading' } | { status: 'ready'; position: TestPosition | null };

/**
 * Still an effect, not a query: reading through the shared query client would make this remote
 * declare TanStack Query and the client among its shared modules (≈ 1 KB raw of remoteEntry.js,
 * over its budget) — docs/decisions.md, "Each app's calls in its features".
 */
function useTestPosition(userId: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void fetchTestPosition().then((position) => {
      if (live) setLoaded({ status: 'ready', position });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return loaded;
}

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
  const loaded = useTestPosition(userId);
  if (loaded.status === 'loading') return null;
  const { position } = loaded;
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
