// The overview block (spec §2 "Overview page"): a headline with marked line breaks and one
// button that follows the member's section — start, continue, or see the result. Used on the home
// page below the hero; other pages may reuse it.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { SECTION_DONE, useAuthStore } from '@genetype/shared';
import styles from './overview.module.scss';

/** Headline lines; each break between them is a marked <br>. */
export const OVERVIEW_HEADLINE = [
  '나는 어떻게 공부할 때',
  '가장 빛날까요?',
  '유전자가 알려 주는 나만의 학습법',
];

/** 0 (or a visitor): start; 1–3: continue the test; 4: the result (/result picks the final). */
export function overviewAction(section: number | undefined): { label: string; to: string } {
  if (section !== undefined && section >= SECTION_DONE)
    return { label: '결과 보기', to: '/result' };
  if (section !== undefined && section >= 1) return { label: '이어서 검사하기', to: '/questions' };
  return { label: '검사 시작하기', to: '/questions' };
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
