import { useEffect } from 'react';
import { useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { useApiQuery } from '@genetype/platform/query';
import { OtherPeople } from './other-people';
import { otherPeopleQuery } from './api/people';
import { overviewNeedsReload } from './boot-user';
import { TestStatus } from './test-status';
import styles from './overview.module.scss';
import { useAppT } from '../../../i18n';

/**
 * The overview tab. It mounts each time it is opened, and each opening reloads the data — except
 * the first one right after the page loaded here, whose member the shell's boot has just read
 * (boot-user.ts).
 */
export function OverviewPanel({ user }: { user: User }) {
  const t = useAppT();
  useEffect(() => {
    if (overviewNeedsReload()) void useAuthStore.getState().loadUser();
  }, []);
  const people = useApiQuery(otherPeopleQuery());

  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby="outline-title">
        <h2 id="outline-title" className={styles.cardTitle}>
          {t('overview.title')}
        </h2>
        <TestStatus user={user} />
      </section>
      <OtherPeople
        people={people.data ?? null}
        failed={people.isError && !people.isFetching}
        onRetry={() => void people.refetch()}
      />
    </div>
  );
}
