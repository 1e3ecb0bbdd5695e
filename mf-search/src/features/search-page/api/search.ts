// The search page's one call (spec §4, issue 18) with its query key beside it: the app's own,
// since no other app searches.
import { apiClient } from '@genetype/platform';
import type { Language } from '@genetype/domain';
import type { SearchResponse } from '@genetype/domain/contracts';
import { SEARCH_SUGGESTION_HEADER } from '@genetype/domain/contracts';

export interface SearchAnswer {
  results: SearchResponse;
  /** The corrected query the results were found by ('지구럭' → '지구력'); null when none. */
  suggestion: string | null;
}

function suggestionOf(header: unknown): string | null {
  if (typeof header !== 'string' || header === '') return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}

/**
 * `POST /main/search`: results for a word, best match first, from the content in `language`
 * (issue 18: the API picks it by Accept-Language).
 */
export async function search(
  searchItem: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const { data, headers } = await apiClient.post<SearchResponse>(
    '/main/search',
    { searchItem },
    { signal, headers: { 'Accept-Language': language } },
  );
  return {
    results: Array.isArray(data) ? data : [],
    suggestion: suggestionOf((headers as Record<string, unknown>)[SEARCH_SUGGESTION_HEADER]),
  };
}

export const searchKeys = {
  all: ['search'] as const,
  results: (query: string, language: Language) =>
    [...searchKeys.all, 'results', query, language] as const,
};
