import { useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, SEARCH_RESULTS_PER_PAGE } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import { englishHighlightTerms, highlightTerms, objectParticleOf } from '@genetype/domain/search';
import { Pagination } from '../../components/pagination';
import { useAppT } from '../../i18n';
import ko from '../../i18n/ko';
import { addressWordOf, initialQuery, searchWordOf } from './initial-query';
import { SearchResultItem } from './search-result-item';
import { useSearch } from './use-search';
import styles from './search-page.module.scss';

/** The Korean empty state (the catalogue's), for tests. */
export const NO_RESULTS_TEXT = ko.page.noResults;

// Splits a translated sentence around the query, which is shown in bold.
const QUERY_MARK = '\u0001';

interface PageOf {
  query: string;
  page: number;
}

export default function SearchPage() {
  const t = useAppT();
  const language = useLanguageStore((state) => state.language);
  const location = useLocation();
  const inputId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(() => initialQuery(location.state, location.search));
  const [seenKey, setSeenKey] = useState(location.key);
  const [pageOf, setPageOf] = useState<PageOf>({ query: '', page: 0 });

  // A new search sent from elsewhere (the popup, the navbar's plain form) while this page is open
  // replaces the query.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const word = searchWordOf(location.state) ?? addressWordOf(location.search);
    if (word) setQuery(word);
  }

  const search = useSearch(query);
  const pageCount = Math.ceil(search.results.length / SEARCH_RESULTS_PER_PAGE);
  const page =
    pageOf.query === search.query ? Math.min(pageOf.page, Math.max(pageCount - 1, 0)) : 0;
  const shown = useMemo(
    () =>
      search.results.slice(page * SEARCH_RESULTS_PER_PAGE, (page + 1) * SEARCH_RESULTS_PER_PAGE),
    [search.results, page],
  );
  // An initial-consonant query (ㅊㅇㅅ) marks the words of the shown results that it spells; an
  // English query the words whose stems it matched (friends → friend's), as whole words.
  const english = search.language === 'en';
  // After a correction the results are the corrected words': those are what is marked.
  const searched = search.suggestion ?? search.query;
  const terms = useMemo(() => {
    const texts = shown.flatMap((item) => [
      item.name,
      item.headingType,
      item.character,
      item.description,
      ...(english ? [item.type] : []),
    ]);
    return english ? englishHighlightTerms(searched, texts) : highlightTerms(searched, texts);
  }, [searched, shown, english]);

  const goToPage = (next: number) => {
    setPageOf({ query: search.query, page: next });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    resultsRef.current?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.page} aria-labelledby={`${inputId}-title`}>
      <h1 id={`${inputId}-title`} className={styles.title}>
        {t('page.title')}
      </h1>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={styles.label}>
          {t('page.inputLabel')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          placeholder={t('page.placeholder')}
          // Spec §5: what is typed on the results page is searched in lower case.
          onChange={(event) => setQuery(event.target.value.toLowerCase())}
        />
      </form>

      <div ref={resultsRef} tabIndex={-1} className={styles.results}>
        <p className={styles.status} role="status" aria-live="polite">
          {search.status === 'loading' && t('page.loading')}
          {search.status === 'done' && search.results.length > 0 && (
            <ResultCount
              text={t(search.results.length === 1 ? 'page.countOne' : 'page.countMany', {
                n: new Intl.NumberFormat(language).format(search.results.length),
                query: QUERY_MARK,
              })}
              query={searched}
            />
          )}
        </p>
        {search.status === 'done' && search.suggestion && (
          <Suggestion
            query={search.query}
            suggestion={search.suggestion}
            onChoose={() => setQuery(search.suggestion ?? query)}
          />
        )}
        {search.status === 'loading' && <div className={styles.spinner} aria-hidden="true" />}
        {search.status === 'idle' && <p className={styles.hint}>{t('page.hint')}</p>}
        {search.status === 'done' && search.results.length === 0 && (
          <p className={styles.empty} data-testid="no-results">
            {t('page.noResults')}
          </p>
        )}
        {search.status === 'done' && shown.length > 0 && (
          <ol className={styles.list} aria-label={t('page.listLabel', { query: search.query })}>
            {shown.map((item) => (
              <li key={item._id}>
                <SearchResultItem item={item} terms={terms} wholeWords={english} />
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
          label={t('page.paginationLabel')}
        />
      )}
    </section>
  );
}

/** "‘창의성’ 검색 결과 12건" / "12 results for ‘창의성’", the query in bold. */
function ResultCount({ text, query }: { text: string; query: string }) {
  const [before = '', after = ''] = text.split(QUERY_MARK);
  return (
    <>
      {before}
      <strong>‘{query}’</strong>
      {after}
    </>
  );
}

/**
 * "혹시 ‘지구력’을 찾으셨나요?" after a correction, the word a button that searches it as typed
 * (so it is the word kept in the recent searches), and what the results are.
 */
function Suggestion({
  query,
  suggestion,
  onChoose,
}: {
  query: string;
  suggestion: string;
  onChoose: () => void;
}) {
  const t = useAppT();
  const language = useLanguageStore((state) => state.language);
  // Korean puts the word's own 을/를 after the button: '혹시 ‘지구력’을 찾으셨나요?'.
  const particle = language === 'ko' ? objectParticleOf(suggestion) : '';
  const [before = '', after = ''] = t('page.didYouMean', {
    word: `${QUERY_MARK}${particle}`,
  }).split(QUERY_MARK);
  return (
    <div className={styles.suggestion} data-testid="search-suggestion">
      <p className={styles.didYouMean}>
        {before}
        <button type="button" className={styles.suggestionWord} onClick={onChoose}>
          ‘{suggestion}’
        </button>
        {after}
      </p>
      <p className={styles.suggestionNote}>{t('page.correctedNote', { query, suggestion })}</p>
    </div>
  );
}
