// Renders a legal text (terms, privacy policy) as articles with a table of contents. The Korean
// text is the page's own; another language is a translation for information, loaded lazily
// (useTranslatedLegalText) and shown under a notice that the Korean text binds.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useContentLanguage } from '@genetype/ui/content';
import { PageLoading } from '@genetype/ui';
import { useAppT } from '../../i18n';
import { SERVICE_INFO } from '../service-info';
import styles from './legal-document.module.scss';

export interface LegalTable {
  caption: string;
  head: string[];
  rows: string[][];
}

export interface LegalArticle {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  table?: LegalTable;
  /** Paragraphs after the list or table. */
  after?: string[];
}

/** A legal text in a language other than Korean (its own module, e.g. terms.en.ts). */
export interface LegalText {
  intro: string;
  articles: LegalArticle[];
}

type LoadLegalText = () => Promise<{ default: LegalText }>;

/** The translations already loaded, by their loader: a first render has them at once. */
const loadedTexts = new Map<LoadLegalText, LegalText>();

const loadText = (load: LoadLegalText) =>
  load().then((module) => {
    loadedTexts.set(load, module.default);
    return module.default;
  });

/**
 * Before the first render of a legal page in another language than Korean: its translation, so
 * the page is prerendered and hydrated with its text, never with a loader (preparePage,
 * packages/ui/src/remote-lifecycles.tsx).
 */
export function prepareTranslation(load: LoadLegalText, language: string): Promise<unknown> {
  return language === 'ko' ? Promise.resolve() : loadText(load);
}

/**
 * The translated text in a language other than Korean: undefined in Korean, `'loading'` until
 * the translation's chunk has arrived. A failed fetch goes to the error boundary.
 */
export function useTranslatedLegalText(load: LoadLegalText): LegalText | 'loading' | undefined {
  const language = useContentLanguage();
  const [text, setText] = useState<LegalText | undefined>(() => loadedTexts.get(load));
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (language === 'ko' || text) return undefined;
    let current = true;
    loadText(load).then(
      (loaded) => current && setText(loaded),
      (failure: unknown) => current && setError(() => failure),
    );
    return () => {
      current = false;
    };
  }, [language, text, load]);
  if (error) throw error;
  if (language === 'ko') return undefined;
  return text ?? 'loading';
}

/** The effective date as the page's language writes it ('2026년 12월 1일', 'December 1, 2026'). */
export function useEffectiveDate(): string {
  const language = useContentLanguage();
  if (language === 'ko') return SERVICE_INFO.legalEffectiveDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${SERVICE_INFO.legalEffectiveIsoDate}T00:00:00Z`),
  );
}

interface LegalPageProps {
  title: string;
  /** The Korean introduction: the binding text's own. */
  intro: ReactNode;
  /** The Korean articles. */
  articles: LegalArticle[];
  /** The translation's module, loaded for another language only. */
  loadTranslation: LoadLegalText;
}

/** A legal page: the Korean text, or in another language its translation under the notice. */
export function LegalPage({ title, intro, articles, loadTranslation }: LegalPageProps) {
  const translation = useTranslatedLegalText(loadTranslation);
  const effectiveDate = useEffectiveDate();
  if (translation === 'loading') return <PageLoading />;
  if (translation) {
    return (
      <LegalDocument
        title={title}
        intro={<p>{translation.intro}</p>}
        articles={translation.articles}
        effectiveDate={effectiveDate}
        translated
      />
    );
  }
  return (
    <LegalDocument title={title} intro={intro} articles={articles} effectiveDate={effectiveDate} />
  );
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  articles: LegalArticle[];
  /** '2026년 11월 22일' */
  effectiveDate: string;
  /** A translation: say so above the text. */
  translated?: boolean;
}

export function LegalDocument({
  title,
  intro,
  articles,
  effectiveDate,
  translated = false,
}: LegalDocumentProps) {
  const t = useAppT();
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        {translated && <p className={styles.intro}>{t('legal.translation')}</p>}
        <div className={styles.intro}>{intro}</div>
        <p className={styles.date}>{t('legal.effective', { date: effectiveDate })}</p>
      </header>
      <nav className={styles.toc} aria-label={t('legal.contents', { title })}>
        <ol>
          {articles.map((article) => (
            <li key={article.id}>
              <a href={`#${article.id}`}>{article.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {articles.map((article) => (
        <section
          key={article.id}
          id={article.id}
          className={styles.article}
          aria-labelledby={`${article.id}-title`}
        >
          <h2 id={`${article.id}-title`} className={styles.articleTitle}>
            {article.title}
          </h2>
          {article.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {article.items && (
            <ol className={styles.items}>
              {article.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          )}
          {article.table && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{article.table.caption}</caption>
                <thead>
                  <tr>
                    {article.table.head.map((cell) => (
                      <th key={cell} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {article.table.rows.map((row) => (
                    <tr key={row.join('|')}>
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th key={cell} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={`${index}-${cell}`}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {article.after?.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
