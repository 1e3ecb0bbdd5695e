import { useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, SEARCH_RESULTS_PER_PAGE, highlightTerms } from '@genetype/shared';
import { Pagination } from '../../components/pagination';
import { initialQuery, searchWordOf } from './initial-query';
import { SearchResultItem } from './search-result-item';
import { useSearch } from './use-search';
import styles from './search-page.module.scss';

export const NO_RESULTS_TEXT = '검색 결과가 없습니다. 다시 검색해주세요.';

interface PageOf {
  query: string;
  page: number;
}

export default function SearchPage() {
  const location = useLocation();
  const inputId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(() => initialQuery(location.state));
  const [seenKey, setSeenKey] = useState(location.key);
  const [pageOf, setPageOf] = useState<PageOf>({ query: '', page: 0 });

  // A new search sent from elsewhere (the popup) while this page is open replaces the query.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const word = searchWordOf(location.state);
    if (word) setQuery(word);
  }

  const search = useSearch(query);
  const terms = useMemo(() => highlightTerms(search.query), [search.query]);
  const pageCount = Math.ceil(search.results.length / SEARCH_RESULTS_PER_PAGE);
  const page =
    pageOf.query === search.query ? Math.min(pageOf.page, Math.max(pageCount - 1, 0)) : 0;
  const shown = search.results.slice(
    page * SEARCH_RESULTS_PER_PAGE,
    (page + 1) * SEARCH_RESULTS_PER_PAGE,
  );

  const goToPage = (next: number) => {
    setPageOf({ query: search.query, page: next });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    resultsRef.current?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.page} aria-labelledby={`${inputId}-title`}>
      <h1 id={`${inputId}-title`} className={styles.title}>
        검색 결과
      </h1>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={styles.label}>
          검색어
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          placeholder="궁금한 낱말을 입력해 보세요"
          // Spec §5: what is typed on the results page is searched in lower case.
          onChange={(event) => setQuery(event.target.value.toLowerCase())}
        />
      </form>

      <div ref={resultsRef} tabIndex={-1} className={styles.results}>
        <p className={styles.status} role="status" aria-live="polite">
          {search.status === 'loading' && '검색하고 있어요…'}
          {search.status === 'done' && search.results.length > 0 && (
            <>
              <strong>‘{search.query}’</strong> 검색 결과 {search.results.length}건
            </>
          )}
        </p>
        {search.status === 'loading' && <div className={styles.spinner} aria-hidden="true" />}
        {search.status === 'idle' && <p className={styles.hint}>찾고 싶은 낱말을 입력해 주세요.</p>}
        {search.status === 'done' && search.results.length === 0 && (
          <p className={styles.empty} data-testid="no-results">
            {NO_RESULTS_TEXT}
          </p>
        )}
        {search.status === 'done' && shown.length > 0 && (
          <ol className={styles.list} aria-label={`‘${search.query}’ 검색 결과`}>
            {shown.map((item) => (
              <li key={item._id}>
                <SearchResultItem item={item} terms={terms} />
              </li>
            ))}
          </ol>
        )}
      </div>

      {search.status === 'done' && (
        <Pagination
          pageCount={pageCount}
          page={page}
          onChange={goToPage}
          label="검색 결과 페이지"
        />
      )}
    </section>
  );
}
