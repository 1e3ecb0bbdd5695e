import { useEffect, useState } from 'react';
import { questionsApi, useAuthStore } from '@genetype/shared';
import type { ResultView, User } from '@genetype/shared';
import { OtherPeople } from './other-people';
import { TestStatus } from './test-status';
import styles from './overview.module.scss';

/** The overview tab. It mounts each time it is opened, and each opening reloads the data. */
export function OverviewPanel({ user }: { user: User }) {
  const [people, setPeople] = useState<ResultView[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    void useAuthStore.getState().loadUser();
    questionsApi
      .otherResults()
      .then((list) => {
        if (current) setPeople(list);
      })
      .catch(() => {
        // The client has logged it; the section says it could not load.
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby="outline-title">
        <h2 id="outline-title" className={styles.cardTitle}>
          나의 검사 현황
        </h2>
        <TestStatus user={user} />
      </section>
      <OtherPeople people={people} failed={failed} />
    </div>
  );
}
