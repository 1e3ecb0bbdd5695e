import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ACE_TRAITS,
  DRD2_TRAITS,
  DRD4_TRAITS,
  HTT_TRAITS,
  loadTypeReport,
  loadedTypeReport,
  typeGroups,
  typeReportById,
} from '@genetype/shared/content';
import type { GeneSectionId, TypeReport } from '@genetype/shared/content';
import { PageLoading, titleOf } from '@genetype/shared/ui';
import { GroupCharacter } from '../../components/illustrations';
import styles from './type-report.module.scss';

const TYPE_NUMBER = /^[1-9][0-9]*$/;

/** The four genes of a report, each linking to its section of /GeneType. */
function geneParts(
  report: TypeReport,
): { section: GeneSectionId; label: string; variant: string; name: string }[] {
  const { ace, drd2, drd4, htt } = report.genes;
  return [
    { section: 'earth-power', label: '지구력', variant: ace, name: ACE_TRAITS[ace].name },
    { section: 'attachment', label: '애착', variant: drd2, name: DRD2_TRAITS[drd2].name },
    { section: 'creative-behaviour', label: '창의성', variant: drd4, name: DRD4_TRAITS[drd4].name },
    { section: 'emotion', label: '감정', variant: htt, name: HTT_TRAITS[htt].name },
  ];
}

export default function TypeReportPage() {
  const { number = '' } = useParams();
  const id = TYPE_NUMBER.test(number) ? Number(number) : 0;
  // The shell's not-found page answers any number outside 1–54; this app renders nothing there.
  if (!typeReportById(id)) return null;
  return <Report id={id} />;
}

/**
 * The report of type `id`: each type's text is its own chunk, fetched on the first visit of that
 * report. Not `use()`: a suspended page is held back by React's reveal throttling (about 300 ms)
 * after its text has arrived. A failed fetch goes to the error boundary, whose retry remounts
 * this and fetches again.
 */
function useTypeReport(id: number): TypeReport | undefined {
  const [, setArrived] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const report = loadedTypeReport(id);
  useEffect(() => {
    if (report) return undefined;
    let current = true;
    loadTypeReport(id).then(
      () => current && setArrived((count) => count + 1),
      (failure: unknown) => current && setError(() => failure),
    );
    return () => {
      current = false;
    };
  }, [id, report]);
  if (error) throw error;
  return report;
}

function Report({ id }: { id: number }) {
  const report = useTypeReport(id);
  if (!report) return <PageLoading />;
  const group = typeGroups[report.group - 1];
  const color = group?.color ?? '#5b4fe0';

  return (
    <article className={styles.page} aria-labelledby="report-name">
      <header className={styles.reportHero} style={{ borderColor: color }}>
        <GroupCharacter
          group={report.group}
          color={color}
          size={112}
          title={`${report.character} 캐릭터`}
        />
        <div className={styles.reportHeroText}>
          <h1 className={styles.eyebrow}>{titleOf('/typeReport/:number')}</h1>
          <h2 id="report-name" className={styles.reportName}>
            {report.heading}
          </h2>
          <p className={styles.reportMeta}>
            <span className={styles.chip} style={{ borderColor: color }}>
              {group?.name}
            </span>
            <span>{report.code}</span>
            <span>{report.character}</span>
          </p>
          <p className={styles.reportDescription}>{report.description}</p>
          <ul className={styles.genes} aria-label="유전자 구성">
            {geneParts(report).map((gene) => (
              <li key={gene.section}>
                <Link to="/GeneType" state={{ section: gene.section }} className={styles.gene}>
                  <span className={styles.geneLabel}>{gene.label}</span> {gene.variant} ·{' '}
                  {gene.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </header>

      <nav className={styles.toc} aria-label="리포트 목차">
        <ul>
          {report.sections.map((section) => (
            <li key={section.id}>
              <a href={`#section-${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      {report.sections.map((section) => (
        <section
          key={section.id}
          id={`section-${section.id}`}
          className={styles.reportSection}
          aria-labelledby={`section-${section.id}-title`}
        >
          <h3 id={`section-${section.id}-title`} className={styles.sectionTitle}>
            {section.title}
          </h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.id === 'compatibility' ? (
            <ul className={styles.partners}>
              {report.compatibleTypes.map((partner) => (
                <li key={partner.id} className={styles.partner}>
                  <Link to={`/typeReport/${partner.id}`} className={styles.partnerLink}>
                    {partner.id}번 {partner.name}{' '}
                    <span className={styles.code}>{partner.code}</span>
                  </Link>
                  <p className={styles.paragraph}>{partner.reason}</p>
                </li>
              ))}
            </ul>
          ) : (
            section.bullets.length > 0 && (
              <ul className={styles.bullets}>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )
          )}
        </section>
      ))}

      <nav className={styles.pager} aria-label="다른 유형">
        {report.id > 1 && <Link to={`/typeReport/${report.id - 1}`}>← {report.id - 1}번 유형</Link>}
        <Link to="/typeReport">전체 유형 보기</Link>
        {report.id < 54 && (
          <Link to={`/typeReport/${report.id + 1}`}>{report.id + 1}번 유형 →</Link>
        )}
      </nav>
    </article>
  );
}
