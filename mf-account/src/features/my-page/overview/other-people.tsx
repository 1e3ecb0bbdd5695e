import { Link } from 'react-router-dom';
import { SECTION_COUNT, typeById } from '@genetype/domain';
import type { ResultView } from '@genetype/domain/contracts';
import { AddPersonForm, questionsPathFor } from './add-person-form';
import styles from './overview.module.scss';
import { useAppT } from '../../../i18n';

export function resultPathFor(resultId: string, name: string): string {
  const query = new URLSearchParams({ resultId, nickname: name });
  return `/result?${query.toString()}`;
}

export interface OtherPeopleProps {
  people: ResultView[] | null;
  failed: boolean;
  /** Reads the list again (the "다시 시도" button after a failure). */
  onRetry: () => void;
}

/** The people the member answered for, with their progress and results (the friends section). */
export function OtherPeople({ people, failed, onRetry }: OtherPeopleProps) {
  const t = useAppT();
  return (
    <section id="friends-section" className={styles.card} aria-labelledby="friends-title">
      <h2 id="friends-title" className={styles.cardTitle}>
        {t('others.title')}
      </h2>
      {failed && (
        <div className={styles.retryRow}>
          <p className={styles.error} role="alert">
            {t('others.failed')}
          </p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {people === null && !failed && (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('others.loading')}
        </p>
      )}
      {people?.length === 0 && <p className={styles.muted}>{t('others.empty')}</p>}
      {people && people.length > 0 && (
        <ul className={styles.people}>
          {people.map((person) => {
            const name = person.name ?? t('others.noName');
            const type = person.final ? typeById(person.final.typeId) : undefined;
            return (
              <li key={person.resultId} className={styles.person}>
                <div className={styles.personHead}>
                  <span className={styles.personName}>{name}</span>
                  <span className={styles.muted}>
                    {person.completed >= SECTION_COUNT
                      ? `${t('others.done')}${type ? ` · ${type.code}` : ''}`
                      : t('others.progress', { done: person.completed, total: SECTION_COUNT })}
                  </span>
                </div>
                <div
                  className={styles.progress}
                  role="progressbar"
                  aria-label={t('others.progressLabel', { name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={person.completed * 25}
                >
                  <span style={{ width: `${person.completed * 25}%` }} />
                </div>
                <div className={styles.personActions}>
                  {person.completed > 0 && (
                    <Link
                      to={resultPathFor(person.resultId, name)}
                      className={styles.textLink}
                      aria-label={t('others.viewResultOf', { name })}
                    >
                      {t('overview.viewResult')}
                    </Link>
                  )}
                  {type && (
                    <Link to={`/typeReport/${type.id}`} className={styles.textLink}>
                      {t('others.report', { id: type.id })}
                    </Link>
                  )}
                  {person.completed < SECTION_COUNT && (
                    <Link
                      to={questionsPathFor(person.resultId, name)}
                      className={styles.textLink}
                      aria-label={t('others.continueOf', { name })}
                    >
                      {t('overview.continue')}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AddPersonForm />
    </section>
  );
}
