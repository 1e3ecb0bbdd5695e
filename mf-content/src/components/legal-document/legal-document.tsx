// Renders a legal text (terms, privacy policy) as articles with a table of contents.
import type { ReactNode } from 'react';
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

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  articles: LegalArticle[];
  /** '2026년 11월 22일' */
  effectiveDate: string;
}

export function LegalDocument({ title, intro, articles, effectiveDate }: LegalDocumentProps) {
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.intro}>{intro}</div>
        <p className={styles.date}>시행일: {effectiveDate}</p>
      </header>
      <nav className={styles.toc} aria-label={`${title} 목차`}>
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
