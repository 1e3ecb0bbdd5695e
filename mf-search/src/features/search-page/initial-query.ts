import { STORAGE_KEYS, storage } from '@genetype/platform';

/** The word another app sent as router state `{ search }` (the popup, a content page), if any. */
export function searchWordOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const word = (state as { search?: unknown }).search;
  return typeof word === 'string' && word.trim() !== '' ? word.trim() : null;
}

/** Spec §2: the query comes from navigation state, else from the stored current search. */
export function initialQuery(state: unknown): string {
  return searchWordOf(state) ?? storage.get(STORAGE_KEYS.search)?.trim() ?? '';
}
