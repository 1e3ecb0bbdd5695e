import type { SearchResponse } from '@genetype/domain/contracts';
import type { Language } from '@genetype/domain';
import { apiClient } from './client.js';

export const searchApi = {
  /**
   * `POST /main/search`: results for a word, best match first, from the content in `language`
   * (issue 18: the API picks it by Accept-Language). Unset: the page's language.
   */
  async search(
    searchItem: string,
    signal?: AbortSignal,
    language?: Language,
  ): Promise<SearchResponse> {
    const { data } = await apiClient.post<SearchResponse>(
      '/main/search',
      { searchItem },
      { signal, ...(language ? { headers: { 'Accept-Language': language } } : {}) },
    );
    return Array.isArray(data) ? data : [];
  },
};
