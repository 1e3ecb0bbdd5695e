// False while React renders the HTML a build prerendered (on the server, and while the browser
// hydrates it), true otherwise. A page's personal parts (the member's button, their type card)
// read the member only when this is true, so the hydrating render matches the visitor's HTML
// and the member's parts fill in right after; a page rendered afresh shows them at once.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
