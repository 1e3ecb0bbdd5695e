// Recent searches (spec §3, §9): storage keeps every term, newest first; memory shows the 10 newest.
import { create } from 'zustand';
import { RECENT_SEARCHES_LIMIT } from '@genetype/domain';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';

export interface RecentSearchesState {
  /** The 10 newest distinct terms, newest first. */
  searches: string[];
  /** Adds a term (trimmed; blank ignored); a term already there moves to the front. */
  add(term: string): void;
  remove(term: string): void;
  clear(): void;
  /** Re-reads storage (e.g. after another tab or a logout changed it). */
  hydrate(): void;
}

function readAll(): string[] {
  const stored = storage.getJson<unknown>(STORAGE_KEYS.recentSearches);
  if (!Array.isArray(stored)) return [];
  const terms = stored.filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  return [...new Set(terms.map((term) => term.trim()))];
}

function visible(all: string[]): string[] {
  return all.slice(0, RECENT_SEARCHES_LIMIT);
}

export const useRecentSearchesStore = create<RecentSearchesState>()((set) => ({
  searches: visible(readAll()),
  add(term) {
    const value = typeof term === 'string' ? term.trim() : '';
    if (!value) return;
    const all = [value, ...readAll().filter((existing) => existing !== value)];
    storage.setJson(STORAGE_KEYS.recentSearches, all);
    set({ searches: visible(all) });
  },
  remove(term) {
    const all = readAll().filter((existing) => existing !== term);
    storage.setJson(STORAGE_KEYS.recentSearches, all);
    set({ searches: visible(all) });
  },
  clear() {
    storage.remove(STORAGE_KEYS.recentSearches);
    set({ searches: [] });
  },
  hydrate() {
    set({ searches: visible(readAll()) });
  },
}));

// Another tab searched, removed or cleared (logout clears all storage): show what is stored now.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.recentSearches) {
      useRecentSearchesStore.getState().hydrate();
    }
  });
}
