import { Link } from 'react-router-dom';
import { PAGE_SECTIONS, sectionPath } from '@genetype/domain';
import type { SectionedPage } from '@genetype/domain';
import type { SearchResultItem as Item } from '@genetype/domain/contracts';
import { Highlight } from '../../components/highlight';
import { useAppT } from '../../i18n';
import styles from './search-page.module.scss';

const KINDS = ['typeReport', 'geneType', 'learningGene'] as const;

export interface SearchResultItemProps {
  item: Item;
  terms: readonly string[];
  /** Mark terms only as whole words (an English result). */
  wholeWords?: boolean;
}

const isSectionedPage = (link: string): link is SectionedPage => Object.hasOwn(PAGE_SECTIONS, link);

/**
 * The address a result opens: a section's own address ('/geneType/emotion', issue 38) when the
 * result names a section of its page, else its link. The section stays in the state as well, for
 * what the page does on arriving from a search (the scroll of /geneType).
 */
export function resultAddress(item: Pick<Item, 'link' | 'state'>): string {
  const section = item.state?.section;
  return section && isSectionedPage(item.link) ? sectionPath(item.link, section) : item.link;
}

/** One result: what it is, its heading, character and the passage that matched, and a link. */
export function SearchResultItem({ item, terms, wholeWords = false }: SearchResultItemProps) {
  const t = useAppT();
  const isReport = item.kind === 'typeReport';
  // A report's heading is its number and name ('1번 신중한 탐구자'); a section's name is its heading.
  const title = isReport ? item.headingType : item.name;
  const kindLabel = (KINDS as readonly string[]).includes(item.kind)
    ? t(`result.kind.${item.kind}`)
    : item.type;
  return (
    <article className={styles.result} data-testid="search-result">
      <p className={styles.meta}>
        <span className={styles.kind}>{kindLabel}</span>
        {item.number !== null && (
          <span className={styles.number}>{t('result.number', { n: item.number })}</span>
        )}
        {isReport ? (
          <span className={styles.code}>
            <Highlight text={item.type} terms={terms} wholeWords={wholeWords} />
          </span>
        ) : (
          <span>
            <Highlight text={item.headingType} terms={terms} wholeWords={wholeWords} />
          </span>
        )}
      </p>
      <h2 className={styles.resultTitle}>
        <Highlight text={title} terms={terms} wholeWords={wholeWords} />
      </h2>
      {item.character && (
        <p className={styles.character}>
          <Highlight text={item.character} terms={terms} wholeWords={wholeWords} />
        </p>
      )}
      <p className={styles.description}>
        <Highlight text={item.description} terms={terms} wholeWords={wholeWords} />
      </p>
      <Link
        className={styles.more}
        to={resultAddress(item)}
        state={item.state}
        aria-label={t('result.moreLabel', { title })}
      >
        {t('result.more')}
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}
