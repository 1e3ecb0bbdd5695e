import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '@genetype/domain';
import {
  STORAGE_KEYS,
  storage,
  useLanguageStore,
  useRecentSearchesStore,
} from '@genetype/platform';
import type { Language } from '@genetype/domain';
import type { SearchResultItem } from '@genetype/domain/contracts';
import { search } from './api/search';

export type SearchStatus = 'idle' | 'loading' | 'done';

export interface SearchState {
  status: SearchStatus;
  /** The query the results belong to (trimmed). */
  query: string;
  /** The language of the content the results come from (issue 18). */
  language: Language;
  results: SearchResultItem[];
  /** The corrected query the results were found by, when the words typed found nothing. */
  suggestion: string | null;
}

interface Settled {
  query: string;
  language: Language;
  results: SearchResultItem[];
  suggestion: string | null;
}

const NOTHING: SearchResultItem[] = [];

/**
 * Searches `query` SEARCH_DELAY_MS after it last changed (spec §4): loading meanwhile, and a
 * newer query cancels the older request. The content searched is the page's language's: a switch
 * of language searches the query again (issue 18). A successful query becomes the stored current
 * search and joins the recent searches; a failure is only logged and reads as no results (spec §8).
 * Still an effect, not a query: reading through the shared query client would make this remote
 * declare TanStack Query and the client among its shared modules (≈ 1 KB raw of remoteEntry.js,
 * over its budget) — docs/decisions.md, "Each app's calls in its features".
 */
export function useSearch(rawQuery: string): SearchState {
  const query = rawQuery.trim();
  const language = useLanguageStore((state) => state.language);
  const [settled, setSettled] = useState<Settled>({
    query: '',
    language,
    results: NOTHING,
    suggestion: null,
  });

  useEffect(() => {
    if (query === '') return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      search(query, language, controller.signal).then(
        ({ results, suggestion }) => {
          storage.set(STORAGE_KEYS.search, query);
          useRecentSearchesStore.getState().add(query);
          setSettled({ query, language, results, suggestion });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Search failed', error);
          setSettled({ query, language, results: NOTHING, suggestion: null });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);

  if (query === '') return { status: 'idle', query, language, results: NOTHING, suggestion: null };
  if (settled.query !== query || settled.language !== language) {
    return { status: 'loading', query, language, results: NOTHING, suggestion: null };
  }
  return {
    status: 'done',
    query,
    language,
    results: settled.results,
    suggestion: settled.suggestion,
  };
}
