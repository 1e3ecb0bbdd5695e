import type { SearchResponse } from '../contracts/search.js';
import { apiClient } from './client.js';

export const searchApi = {
  /** `POST /main/search`: results for a word, best match first. */
  async search(searchItem: string, signal?: AbortSignal): Promise<SearchResponse> {
    const { data } = await apiClient.post<SearchResponse>(
      '/main/search',
      { searchItem },
      { signal },
    );
    return Array.isArray(data) ? data : [];
  },
};
