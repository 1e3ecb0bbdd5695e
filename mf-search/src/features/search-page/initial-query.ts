import { STORAGE_KEYS, storage } from '@genetype/platform';

/** The word another app sent as router state `{ search }` (the popup, a content page), if any. */
export function searchWordOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const word = (state as { search?: unknown }).search;
  return typeof word === 'string' && word.trim() !== '' ? word.trim() : null;
}

/** The name of the search word in the page's address: `/search?q=…`, the address the shell's prerendered navbar's plain search form (a GET form, working before or without the code) sends. */
export const SEARCH_PARAM = 'q';

/** The word in the page's address (`location.search`), if any. */
export function addressWordOf(search: string): string | null {
  const word = new URLSearchParams(search).get(SEARCH_PARAM)?.trim();
  return word ? word : null;
}

/**
 * Spec §2: the query comes from navigation state, else from the address (`?q=`), else from the
 * stored current search.
 */
export function initialQuery(state: unknown, search = ''): string {
  return (
    searchWordOf(state) ?? addressWordOf(search) ?? storage.get(STORAGE_KEYS.search)?.trim() ?? ''
  );
}
