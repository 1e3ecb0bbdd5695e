// The overview block (spec §2 "Overview page"): a headline with marked line breaks and one
// button — to /questions before the test, to /result once a section is done. Used on the home
// page below the hero; other pages may reuse it.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useAuthStore } from '@genetype/shared';
import styles from './overview.module.scss';

/** Headline lines; each break between them is a marked <br>. */
export const OVERVIEW_HEADLINE = [
  '나는 어떻게 공부할 때',
  '가장 빛날까요?',
  '유전자가 알려 주는 나만의 학습법',
];

export function overviewAction(section: number | undefined): { label: string; to: string } {
  return section !== undefined && section >= 1
    ? { label: '중간 결과 확인하기', to: '/result' }
    : { label: '검사 시작하기', to: '/questions' };
}

export function Overview() {
  const section = useAuthStore((state) => state.user?.section);
  const action = overviewAction(section);
  return (
    <section className={styles.overview} aria-labelledby="overview-headline">
      <h2 id="overview-headline" className={styles.headline}>
        {OVERVIEW_HEADLINE.map((line, index) => (
          <Fragment key={line}>
            {index > 0 && <br data-line-break="" />}
            {line}
          </Fragment>
        ))}
      </h2>
      <p className={styles.lead}>
        네 가지 유전자 유형으로 알아보는 54가지 학습 유형. 유형마다 약 8분이면 검사를 마칠 수
        있어요.
      </p>
      <Link className={styles.button} to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}
