// The final result: full code, type id and name, the link to its report, and the slots where
// mf-account's profile-share and my-review blocks will be mounted.
import { Link } from 'react-router-dom';
import type { ResultView } from '@genetype/shared';
import { typeReportById } from '@genetype/shared/content';
import { SectionOutcomeView } from './section-outcome';
import styles from './result.module.scss';

export function FinalResult({ view, own }: { view: ResultView; own: boolean }) {
  const final = view.final;
  if (!final) return null;
  const report = typeReportById(final.typeId);
  return (
    <>
      <section className={styles.hero} data-group={report?.group} aria-labelledby="final-type">
        <p className={styles.eyebrow}>
          {own ? '나의 학습 유전자 유형' : `${view.name ?? ''} 님의 학습 유전자 유형`}
        </p>
        <h2 id="final-type" className={styles.finalName}>
          <span data-testid="final-type-id">{final.typeId}번</span> {report?.name ?? final.code}
        </h2>
        <p className={styles.finalCode} data-testid="final-code">
          {final.code}
        </p>
        {report ? <p className={styles.summary}>{report.description}</p> : null}
        <Link className={styles.primaryLink} to={`/typeReport/${final.typeId}`}>
          {final.typeId}번 유형 리포트 자세히 보기
        </Link>
      </section>

      <section aria-labelledby="final-sections" className={styles.sections}>
        <h2 id="final-sections" className={styles.sectionsTitle}>
          유전자별 결과
        </h2>
        {view.sections.map((outcome) => (
          <SectionOutcomeView key={outcome.section} outcome={outcome} headingLevel={3} />
        ))}
      </section>

      {own ? (
        <>
          {/* Filled by mf-account's parcels (profile share, my review) in a later issue. */}
          <div data-parcel-slot="mf-account/profile-share" className={styles.slot} />
          <div data-parcel-slot="mf-account/my-review" className={styles.slot} />
        </>
      ) : null}
    </>
  );
}
