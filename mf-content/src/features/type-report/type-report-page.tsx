import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TYPE_CATALOGUE, sectionPath } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import { loadTypeReport, loadedTypeReport } from '@genetype/content';
import type { ContentLanguage, GeneSectionId, ReadingContent, TypeReport } from '@genetype/content';
import { useContentLanguage, useContentParts } from '@genetype/ui/content';
import { PageLoading } from '@genetype/ui';
import { GroupCharacter } from '../../components/illustrations';
import { useAppT } from '../../i18n';
import styles from './type-report.module.scss';

const TYPE_NUMBER = /^[1-9][0-9]*$/;

type Traits = ReadingContent['traits'];

/** The four genes of a report, each linking to its section's address ('/geneType/emotion'). */
function geneParts(
  report: TypeReport,
  traits: Traits,
): {
  section: GeneSectionId;
  gene: 'ace' | 'drd2' | 'drd4' | 'htt';
  variant: string;
  name: string;
}[] {
  const { ace, drd2, drd4, htt } = report.genes;
  return [
    { section: 'earth-power', gene: 'ace', variant: ace, name: traits.ace[ace].name },
    { section: 'attachment', gene: 'drd2', variant: drd2, name: traits.drd2[drd2].name },
    { section: 'creative-behaviour', gene: 'drd4', variant: drd4, name: traits.drd4[drd4].name },
    { section: 'emotion', gene: 'htt', variant: htt, name: traits.htt[htt].name },
  ];
}

function pageLanguage(): ContentLanguage {
  return useLanguageStore.getState().language === 'en' ? 'en' : 'ko';
}

/**
 * Before the first render of /typeReport/:number: that type's report, whose chunk in the page's
 * language also carries the groups and traits the page shows (preparePage,
 * packages/ui/src/remote-lifecycles.tsx).
 */
export function prepare(params: Record<string, string>): Promise<unknown> {
  const number = params.number ?? '';
  return TYPE_NUMBER.test(number)
    ? loadTypeReport(Number(number), pageLanguage())
    : Promise.resolve();
}

export default function TypeReportPage() {
  const { number = '' } = useParams();
  const id = TYPE_NUMBER.test(number) ? Number(number) : 0;
  // The shell's not-found page answers any number outside 1–54; this app renders nothing there.
  if (!TYPE_CATALOGUE[id - 1]) return null;
  return <Report id={id} />;
}

/**
 * The report of type `id`: each type's text is its own chunk, fetched on the first visit of that
 * report. Not `use()`: a suspended page is held back by React's reveal throttling (about 300 ms)
 * after its text has arrived. A failed fetch goes to the error boundary, whose retry remounts
 * this and fetches again.
 */
function useTypeReport(id: number): TypeReport | undefined {
  const language = useContentLanguage();
  const [, setArrived] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const report = loadedTypeReport(id, language);
  useEffect(() => {
    if (report) return undefined;
    let current = true;
    loadTypeReport(id, language).then(
      () => current && setArrived((count) => count + 1),
      (failure: unknown) => current && setError(() => failure),
    );
    return () => {
      current = false;
    };
  }, [id, language, report]);
  if (error) throw error;
  return report;
}

function Report({ id }: { id: number }) {
  const t = useAppT();
  const report = useTypeReport(id);
  // In both languages from the report's chunk (no Korean text in this page's own chunk).
  const content = useContentParts(['typeGroups', 'traits']);
  if (!report || !content) return <PageLoading />;
  const group = content.typeGroups[report.group - 1];
  const color = group?.color ?? '#5b4fe0';

  return (
    <article className={styles.page} aria-labelledby="report-name">
      <header className={styles.reportHero} style={{ borderColor: color }}>
        <GroupCharacter
          group={report.group}
          color={color}
          size={112}
          title={t('report.characterImage', { character: report.character })}
        />
        <div className={styles.reportHeroText}>
          {/* The page is about this type: its number and name are the page's heading. */}
          <h1 id="report-name" className={styles.reportName}>
            {report.heading}
          </h1>
          <p className={styles.reportMeta}>
            <span className={styles.chip} style={{ borderColor: color }}>
              {group?.name}
            </span>
            <span>{report.code}</span>
            <span>{report.character}</span>
          </p>
          <p className={styles.reportDescription}>{report.description}</p>
          <ul className={styles.genes} aria-label={t('report.genes')}>
            {geneParts(report, content.traits).map((gene) => (
              <li key={gene.section}>
                <Link
                  to={sectionPath('/geneType', gene.section)}
                  state={{ section: gene.section }}
                  className={styles.gene}
                >
                  <span className={styles.geneLabel}>{t(`genes.${gene.gene}`)}</span> {gene.variant}{' '}
                  · {gene.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </header>

      <nav className={styles.toc} aria-label={t('report.contents')}>
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
          <h2 id={`section-${section.id}-title`} className={styles.sectionTitle}>
            {section.title}
          </h2>
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
                    {t('report.partner', { id: partner.id, name: partner.name })}{' '}
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

      <nav className={styles.pager} aria-label={t('report.otherTypes')}>
        {report.id > 1 && (
          <Link to={`/typeReport/${report.id - 1}`}>
            {t('report.previous', { id: report.id - 1 })}
          </Link>
        )}
        <Link to="/typeReport">{t('report.all')}</Link>
        {report.id < 54 && (
          <Link to={`/typeReport/${report.id + 1}`}>{t('report.next', { id: report.id + 1 })}</Link>
        )}
      </nav>
    </article>
  );
}
