import { useEffect, useState } from 'react';
import {
  SEARCH_DELAY_MS,
  STORAGE_KEYS,
  searchApi,
  storage,
  useRecentSearchesStore,
} from '@genetype/shared';
import type { SearchResultItem } from '@genetype/shared';

export type SearchStatus = 'idle' | 'loading' | 'done';

export interface SearchState {
  status: SearchStatus;
  /** The query the results belong to (trimmed). */
  query: string;
  results: SearchResultItem[];
}

interface Settled {
  query: string;
  results: SearchResultItem[];
}

const NOTHING: SearchResultItem[] = [];

/**
 * Searches `query` SEARCH_DELAY_MS after it last changed (spec §4): loading meanwhile, and a
 * newer query cancels the older request. A successful query becomes the stored current search
 * and joins the recent searches; a failure is only logged and reads as no results (spec §8).
 */
export function useSearch(rawQuery: string): SearchState {
  const query = rawQuery.trim();
  const [settled, setSettled] = useState<Settled>({ query: '', results: NOTHING });

  useEffect(() => {
    if (query === '') return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchApi.search(query, controller.signal).then(
        (results) => {
          storage.set(STORAGE_KEYS.search, query);
          useRecentSearchesStore.getState().add(query);
          setSettled({ query, results });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Search failed', error);
          setSettled({ query, results: NOTHING });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (query === '') return { status: 'idle', query, results: NOTHING };
  if (settled.query !== query) return { status: 'loading', query, results: NOTHING };
  return { status: 'done', query, results: settled.results };
}
