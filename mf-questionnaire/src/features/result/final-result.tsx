// The final result: the type's character, id, name and code, the link to its report, where the
// member falls on each gene, and for the owner the review and share buttons (mf-account's parcels)
// and the way on to the learning-gene result variant.
import { Link } from 'react-router-dom';
import type { ResultView } from '@genetype/domain/contracts';
import { LEARNING_GENE_RESULT_PATH, ReviewSlot, ShareSlot } from './review-slot';
import { SectionOutcomeView } from './section-outcome';
import { ScaleExplainer } from './scale-explainer';
import { TypeCharacter } from './type-character';
import { typeSummaryOf, useResultContent } from './result-content';
import { useAppT } from '../../i18n';
import styles from './result.module.scss';

export function FinalResult({ view, own }: { view: ResultView; own: boolean }) {
  const t = useAppT();
  const content = useResultContent();
  const final = view.final;
  if (!final) return null;
  const report = content && typeSummaryOf(content, final.typeId);
  return (
    <>
      <section className={styles.hero} data-group={report?.group} aria-labelledby="final-type">
        {content ? (
          <TypeCharacter content={content} typeId={final.typeId} className={styles.character} />
        ) : null}
        <p className={styles.eyebrow}>
          {own ? t('final.eyebrowOwn') : t('final.eyebrowOther', { name: view.name ?? '' })}
        </p>
        <h2 id="final-type" className={styles.finalName}>
          <span data-testid="final-type-id">{t('final.typeNumber', { id: final.typeId })}</span>{' '}
          {report?.name ?? final.code}
        </h2>
        <p className={styles.finalCode} data-testid="final-code">
          {final.code}
        </p>
        {report ? <p className={styles.summary}>{report.description}</p> : null}
        <Link className={styles.primaryLink} to={`/typeReport/${final.typeId}`}>
          {t('final.reportLink', { id: final.typeId })}
        </Link>
      </section>

      <section aria-labelledby="final-sections" className={styles.sections}>
        <h2 id="final-sections" className={styles.sectionsTitle}>
          {t('final.byGene')}
        </h2>
        <ScaleExplainer />
        {view.sections.map((outcome) => (
          <SectionOutcomeView key={outcome.section} outcome={outcome} headingLevel={3} />
        ))}
      </section>

      {own ? (
        <section aria-labelledby="final-next" className={styles.sections}>
          <h2 id="final-next" className={styles.sectionsTitle}>
            {t('final.finished')}
          </h2>
          <div className={styles.actions}>
            <ShareSlot />
            <ReviewSlot />
            <Link className={styles.secondaryLink} to={LEARNING_GENE_RESULT_PATH}>
              {t('common.learningGeneAgain')}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
