// /result/print (?resultId=… for a person answered for): the report laid out for A4 — the type's
// character, name and code and the four sections' results with their scales on page 1, then the
// full type report and the family block, its reading parts in the page's language (switching it
// re-reads the report, no reload). Every part appears once (issue 37).
// The shell's global print rule hides the navbar and footer; `data-print="hide"` hides
// this page's own buttons and links.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Language } from '@genetype/domain';
import type { ResultView } from '@genetype/domain/contracts';
import { GENES, typeById } from '@genetype/domain';
import { errorMessage, useAuthStore, useLanguageStore } from '@genetype/platform';
import { useApiQuery } from '@genetype/platform/query';
import { checkInheritance, genesOfType, parentsOf } from '@genetype/domain';
import type { TypeReport } from '@genetype/content';
import { loadTypeReportByGroup } from '@genetype/content';
import { useContentLanguage } from '@genetype/ui/content';
import { RequireMember } from '@genetype/ui';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import type { AppT } from '../../i18n';
import { useAppT } from '../../i18n';
import { groupOf, useResultContent } from './result-content';
import { SectionOutcomeView } from './section-outcome';
import { TypeCharacter } from './type-character';
import type { PrintData } from './api/results';
import { printDataQuery } from './api/results';
import styles from './print-report.module.scss';

function usePrintData(resultId: string | null, t: AppT) {
  const query = useApiQuery(printDataQuery(resultId));
  const error = query.error ? errorMessage(query.error, t('print.loadFailed')) : null;
  return { data: query.data ?? null, error };
}

/**
 * The report of type `typeId` in the page's language: `ready` once it has arrived (at once when
 * there is no type), again after each language switch.
 */
function usePrintReport(typeId: number | undefined, t: AppT) {
  const language = useContentLanguage();
  const key = typeId ? `${language}:${typeId}` : '';
  const [loaded, setLoaded] = useState<{ key: string; report: TypeReport | undefined }>({
    key: '',
    report: undefined,
  });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!typeId) return undefined;
    let live = true;
    setError(null);
    loadTypeReportByGroup(typeId, language).then(
      (report) => live && setLoaded({ key, report }),
      (caught: unknown) => {
        console.error('Loading the type report failed', caught);
        if (live) setError(errorMessage(caught, t('print.loadFailed')));
      },
    );
    return () => {
      live = false;
    };
    // `key` names the type and language; `t` changes with the language too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const ready = loaded.key === key;
  return { report: ready ? loaded.report : undefined, ready, error };
}

/** 2026년 11월 25일 (the member's time zone). */
export function koreanDate(date: Date): string {
  return `${date.getFullYear()}년 ${date.getMonth() + 1}월 ${date.getDate()}일`;
}

/** The print date in the page's language: 2026년 11월 25일, November 25, 2026. */
export function printDate(date: Date, language: Language): string {
  if (language === 'ko') return koreanDate(date);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

const nameOf = (view: ResultView, nickname: string) => view.name ?? nickname;

function FamilyBlock({ data, nickname }: { data: PrintData; nickname: string }) {
  const t = useAppT();
  const people = data.family.map((view) => ({
    id: view.resultId,
    relation: view.name === null ? null : (view.relation ?? 'other'),
    view,
  }));
  const others = people.filter((person) => person.id !== data.view.resultId);
  if (others.length === 0) return null;
  const parents = parentsOf(data.view.resultId, people).filter((p) => p.view.final);
  const childGenes = data.view.final ? genesOfType(data.view.final.typeId) : undefined;
  const rows =
    childGenes && parents.length > 0
      ? checkInheritance(
          childGenes,
          parents.map((parent) => genesOfType(parent.view.final?.typeId ?? 0) ?? {}),
        )
      : [];
  return (
    <section className={styles.section} aria-labelledby="print-family">
      <h2 id="print-family" className={styles.sectionTitle}>
        {t('print.family')}
      </h2>
      <ul className={styles.family}>
        {people.map((person) => {
          const type = person.view.final ? typeById(person.view.final.typeId) : undefined;
          return (
            <li key={person.id}>
              <strong>{nameOf(person.view, nickname)}</strong> (
              {person.relation === null ? t('print.me') : t(`other.relations.${person.relation}`)})
              —{' '}
              {type
                ? t('print.typeOf', { id: type.id, code: type.code })
                : t('print.inProgress', { done: person.view.completed })}
            </li>
          );
        })}
      </ul>
      {rows.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('print.inheritance')}</h3>
          <ul className={styles.family}>
            {rows.map((row) => (
              <li key={row.gene}>
                {GENES.find((gene) => gene.key === row.gene)?.symbol} {row.child} ←{' '}
                {row.parents.map((genotype) => genotype ?? '?').join(' × ')}:{' '}
                {row.verdict === 'consistent'
                  ? t('print.consistent')
                  : row.verdict === 'inconsistent'
                    ? t('print.inconsistent')
                    : t('print.unknown')}
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('print.surveyNote')}</p>
        </>
      )}
    </section>
  );
}

function Report({
  data,
  report,
  nickname,
}: {
  data: PrintData;
  report: TypeReport | undefined;
  nickname: string;
}) {
  const t = useAppT();
  const language = useLanguageStore((state) => state.language);
  const content = useResultContent();
  const { view } = data;
  const final = view.final;
  const group = report && content ? groupOf(content, report.group) : undefined;
  const who = view.name ?? nickname;
  return (
    <article className={styles.report} data-group={report?.group}>
      <header className={styles.header}>
        <p className={styles.brand}>{t('print.brand')}</p>
        <p className={styles.meta}>
          {view.name
            ? t('print.metaOther', { nickname, name: view.name })
            : t('print.metaOwn', { nickname })}{' '}
          · {t('print.printedOn', { date: printDate(new Date(), language) })}
        </p>
      </header>
      <section className={styles.hero} aria-labelledby="print-type">
        {final && content ? (
          <TypeCharacter
            content={content}
            typeId={final.typeId}
            size={96}
            className={styles.character}
          />
        ) : null}
        <p className={styles.eyebrow}>{t('print.eyebrow', { name: who })}</p>
        <h2 id="print-type" className={styles.typeName} data-testid="print-type-name">
          {final
            ? t('print.typeName', { id: final.typeId, name: report?.name ?? '' }).trim()
            : t('print.notFinished')}
        </h2>
        {final && (
          <p className={styles.code} data-testid="print-code">
            {final.code}
            {group ? t('print.group', { name: group.name }) : ''}
          </p>
        )}
        {report && <p className={styles.paragraph}>{report.description}</p>}
      </section>

      <section className={styles.section} aria-labelledby="print-sections">
        <h2 id="print-sections" className={styles.sectionTitle}>
          {t('print.sections')}
        </h2>
        <div className={styles.outcomes}>
          {view.sections.map((outcome) => (
            <div key={outcome.section} className={styles.outcome}>
              <SectionOutcomeView outcome={outcome} headingLevel={3} detail={false} />
            </div>
          ))}
        </div>
      </section>

      {report && (
        <section className={styles.section} aria-labelledby="print-report">
          <h2 id="print-report" className={styles.sectionTitle}>
            {t('print.report', { heading: report.heading })}
          </h2>
          {report.sections.map((section) => (
            <div key={section.id} className={styles.reportSection}>
              <h3 className={styles.subTitle}>{section.title}</h3>
              {section.paragraphs.map((text) => (
                <p key={text} className={styles.paragraph}>
                  {text}
                </p>
              ))}
              {/* The compatibility section's bullets are its partner types, each with its
                  reason: printed once, as the report writes them. */}
              {section.bullets.length > 0 && (
                <ul className={styles.list}>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
      )}

      <FamilyBlock data={data} nickname={nickname} />
    </article>
  );
}

function PrintContent() {
  const t = useAppT();
  const [params] = useSearchParams();
  const resultId = params.get('resultId');
  const nickname = useAuthStore((state) => state.user?.nickname) ?? t('common.memberFallback');
  const { data, error: dataError } = usePrintData(resultId, t);
  const printed = usePrintReport(data?.view.final?.typeId, t);
  const content = useResultContent();
  const error = dataError ?? printed.error;
  const ready = data !== null && printed.ready && content !== undefined;
  const back = resultId
    ? `/result?${new URLSearchParams({ resultId, nickname: data?.view.name ?? '' }).toString()}`
    : '/result?type=D';
  return (
    <div className={styles.page}>
      <div className={styles.toolbar} data-print="hide">
        <h1 className={styles.title}>{t('print.title')}</h1>
        <p className={styles.note}>{t('print.note')}</p>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.primary}
            disabled={!ready}
            onClick={() => window.print()}
          >
            {t('common.printOrSave')}
          </button>
          <Link to={back} className={styles.secondary}>
            {t('print.back')}
          </Link>
        </div>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!ready && !error && <LoadingIndicator label={t('print.preparing')} />}
      {ready && <Report data={data} report={printed.report} nickname={nickname} />}
    </div>
  );
}

export default function PrintReportPage() {
  const t = useAppT();
  return (
    <RequireMember fallback={<LoadingIndicator label={t('common.checkingMember')} />}>
      <PrintContent />
    </RequireMember>
  );
}
