import { Link } from 'react-router-dom';
import { SECTION_COUNT, typeById } from '@genetype/shared';
import type { ResultView } from '@genetype/shared';
import { AddPersonForm, questionsPathFor } from './add-person-form';
import styles from './overview.module.scss';

export function resultPathFor(resultId: string, name: string): string {
  const query = new URLSearchParams({ resultId, nickname: name });
  return `/result?${query.toString()}`;
}

export interface OtherPeopleProps {
  people: ResultView[] | null;
  failed: boolean;
}

/** The people the member answered for, with their progress and results (the friends section). */
export function OtherPeople({ people, failed }: OtherPeopleProps) {
  return (
    <section id="friends-section" className={styles.card} aria-labelledby="friends-title">
      <h2 id="friends-title" className={styles.cardTitle}>
        대신 검사한 사람
      </h2>
      {failed && (
        <p className={styles.error} role="alert">
          목록을 불러오지 못했어요. 잠시 후 다시 열어 주세요.
        </p>
      )}
      {people === null && !failed && <p className={styles.muted}>불러오는 중…</p>}
      {people?.length === 0 && <p className={styles.muted}>아직 대신 검사한 사람이 없어요.</p>}
      {people && people.length > 0 && (
        <ul className={styles.people}>
          {people.map((person) => {
            const name = person.name ?? '이름 없음';
            const type = person.final ? typeById(person.final.typeId) : undefined;
            return (
              <li key={person.resultId} className={styles.person}>
                <div className={styles.personHead}>
                  <span className={styles.personName}>{name}</span>
                  <span className={styles.muted}>
                    {person.completed >= SECTION_COUNT
                      ? `검사 완료${type ? ` · ${type.code}` : ''}`
                      : `${SECTION_COUNT}개 유형 중 ${person.completed}개 완료`}
                  </span>
                </div>
                <div
                  className={styles.progress}
                  role="progressbar"
                  aria-label={`${name}님의 검사 진행률`}
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
                      aria-label={`${name}님 결과 보기`}
                    >
                      결과 보기
                    </Link>
                  )}
                  {type && (
                    <Link to={`/typeReport/${type.id}`} className={styles.textLink}>
                      {type.id}번 유형 리포트
                    </Link>
                  )}
                  {person.completed < SECTION_COUNT && (
                    <Link
                      to={questionsPathFor(person.resultId, name)}
                      className={styles.textLink}
                      aria-label={`${name}님 검사 이어서 하기`}
                    >
                      이어서 검사하기
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
