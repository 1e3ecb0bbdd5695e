import { useAuthStore } from './auth-store.js';
import { useModalStore } from './modal-store.js';
import { useRecentSearchesStore } from './recent-searches-store.js';

/** Puts every shared store back to its initial state (tests; recent searches re-read storage). */
export function resetStores(): void {
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useModalStore.setState(useModalStore.getInitialState(), true);
  useRecentSearchesStore.setState(useRecentSearchesStore.getInitialState(), true);
  useRecentSearchesStore.getState().hydrate();
}
