// The final result: full code, type id and name, the link to its report, and for the owner the
// review button (mf-account's parcel) and the way on to the learning-gene result variant.
import { Link } from 'react-router-dom';
import type { ResultView } from '@genetype/shared';
import { typeReportById } from '@genetype/shared/content';
import { LEARNING_GENE_RESULT_PATH, ReviewSlot, ShareSlot } from './review-slot';
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
        <section aria-labelledby="final-next" className={styles.sections}>
          <h2 id="final-next" className={styles.sectionsTitle}>
            검사를 마쳤어요
          </h2>
          <div className={styles.actions}>
            <ShareSlot />
            <ReviewSlot />
            <Link className={styles.secondaryLink} to={LEARNING_GENE_RESULT_PATH}>
              나의 학습 유전자 다시 보기
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
