import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '@genetype/domain';
import {
  STORAGE_KEYS,
  storage,
  useLanguageStore,
  useRecentSearchesStore,
} from '@genetype/platform';
import { useApiQuery } from '@genetype/platform/query';
import type { Language } from '@genetype/domain';
import type { SearchResultItem } from '@genetype/domain/contracts';
import type { SearchAnswer } from './api/search';
import { search, searchKeys } from './api/search';

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

interface Asked {
  query: string;
  language: Language;
}

const NOTHING: SearchResultItem[] = [];
const NO_ANSWER: SearchAnswer = { results: NOTHING, suggestion: null };

/** A successful query becomes the stored current search and joins the recent searches. */
async function searchAndRemember(
  { query, language }: Asked,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  try {
    const answer = await search(query, language, signal);
    storage.set(STORAGE_KEYS.search, query);
    useRecentSearchesStore.getState().add(query);
    return answer;
  } catch (error) {
    // A newer query cancelled this one: nothing to report.
    if (signal.aborted) throw error;
    console.error('Search failed', error);
    return NO_ANSWER;
  }
}

/** The query and language once they have stayed the same for SEARCH_DELAY_MS (the first too). */
function useSettledAsk(query: string, language: Language): Asked | null {
  const [settled, setSettled] = useState<Asked | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled({ query, language }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, language]);
  return settled?.query === query && settled.language === language ? settled : null;
}

/**
 * Searches `query` SEARCH_DELAY_MS after it last changed (spec §4): loading meanwhile, and a
 * newer query cancels the older request. The content searched is the page's language's: a switch
 * of language searches the query again (issue 18). A successful query becomes the stored current
 * search and joins the recent searches; a failure is only logged and reads as no results (spec §8).
 */
export function useSearch(rawQuery: string): SearchState {
  const query = rawQuery.trim();
  const language = useLanguageStore((state) => state.language);
  const asked = useSettledAsk(query, language);
  // Until the query settles, a key that asks nothing.
  const ask = asked ?? { query: '', language };
  const answer = useApiQuery({
    queryKey: searchKeys.results(ask.query, ask.language),
    queryFn: ({ signal }) => searchAndRemember(ask, signal),
    enabled: ask.query !== '',
    // Each settled query asks the API again (and joins the recent searches), as before the
    // shared client; a query left behind is dropped, which cancels its request.
    gcTime: 0,
  });

  if (query === '') return { status: 'idle', query, language, results: NOTHING, suggestion: null };
  if (asked === null || !answer.data || answer.isFetching) {
    return { status: 'loading', query, language, results: NOTHING, suggestion: null };
  }
  return {
    status: 'done',
    query,
    language,
    results: answer.data.results,
    suggestion: answer.data.suggestion,
  };
}
