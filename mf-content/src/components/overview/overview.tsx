// The overview block (spec §2 "Overview page"): a headline with marked line breaks and one
// button that follows the member's section — start, continue, or see the result. Used on the home
// page below the hero; other pages may reuse it.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { SECTION_DONE } from '@genetype/domain';
import { useAuthStore } from '@genetype/platform';
import { useHydrated } from '@genetype/ui';
import { useAppT } from '../../i18n';
import styles from './overview.module.scss';

/** Keys of the headline lines; each break between them is a marked <br>. */
export const OVERVIEW_HEADLINE = ['overview.line1', 'overview.line2', 'overview.line3'] as const;

type OverviewLabel = 'overview.result' | 'overview.continue' | 'overview.start';

/** 0 (or a visitor): start; 1–3: continue the test; 4: the result (/result picks the final). */
export function overviewAction(section: number | undefined): { label: OverviewLabel; to: string } {
  if (section !== undefined && section >= SECTION_DONE)
    return { label: 'overview.result', to: '/result' };
  if (section !== undefined && section >= 1)
    return { label: 'overview.continue', to: '/questions' };
  return { label: 'overview.start', to: '/questions' };
}

export function Overview() {
  const t = useAppT();
  const section = useAuthStore((state) => state.user?.section);
  // The prerendered HTML is the visitor's: the member's button follows hydration.
  const action = overviewAction(useHydrated() ? section : undefined);
  return (
    <section className={styles.overview} aria-labelledby="overview-headline">
      <h2 id="overview-headline" className={styles.headline}>
        {OVERVIEW_HEADLINE.map((line, index) => (
          <Fragment key={line}>
            {index > 0 && <br data-line-break="" />}
            {t(line)}
          </Fragment>
        ))}
      </h2>
      <p className={styles.lead}>{t('overview.lead')}</p>
      <Link className={styles.button} to={action.to}>
        {t(action.label)}
      </Link>
    </section>
  );
}
