import { Link } from 'react-router-dom';
import type { SearchResultItem as Item, SearchResultKind } from '@genetype/shared';
import { Highlight } from '../../components/highlight';
import styles from './search-page.module.scss';

const KIND_LABELS: Record<SearchResultKind, string> = {
  typeReport: '유형 리포트',
  geneType: '유전자 유형',
  learningGene: '학습유전자',
};

export interface SearchResultItemProps {
  item: Item;
  terms: readonly string[];
}

/** One result: what it is, its heading, character and the passage that matched, and a link. */
export function SearchResultItem({ item, terms }: SearchResultItemProps) {
  const isReport = item.kind === 'typeReport';
  // A report's heading is its number and name ('1번 신중한 탐구자'); a section's name is its heading.
  const title = isReport ? item.headingType : item.name;
  const kindLabel = KIND_LABELS[item.kind] ?? item.type;
  return (
    <article className={styles.result} data-testid="search-result">
      <p className={styles.meta}>
        <span className={styles.kind}>{kindLabel}</span>
        {item.number !== null && <span className={styles.number}>{item.number}번</span>}
        {isReport ? (
          <span className={styles.code}>
            <Highlight text={item.type} terms={terms} />
          </span>
        ) : (
          <span>
            <Highlight text={item.headingType} terms={terms} />
          </span>
        )}
      </p>
      <h2 className={styles.resultTitle}>
        <Highlight text={title} terms={terms} />
      </h2>
      {item.character && (
        <p className={styles.character}>
          <Highlight text={item.character} terms={terms} />
        </p>
      )}
      <p className={styles.description}>
        <Highlight text={item.description} terms={terms} />
      </p>
      <Link
        className={styles.more}
        to={item.link}
        state={item.state}
        aria-label={`${title} 자세히 보기`}
      >
        자세히 보기
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}
