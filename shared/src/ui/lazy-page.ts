// React.lazy remembers a failed import for good, so a page whose chunk failed once (a network
// blip, a deploy in progress) would fail until a full reload. A lazy page starts over after
// `retryFailedPages()` (the error boundary's "다시 시도"): it imports again, and webpack fetches
// a chunk that failed again.
import { createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export interface PageModule {
  default: ComponentType;
}

let generation = 0;

/** Lets every page whose import failed try again on its next render. */
export function retryFailedPages(): void {
  generation += 1;
}

export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  // The failure stays visible to React (so the error boundary catches it) until a retry is asked
  // for; swapping the component straight away would make React retry in a tight loop.
  let failedIn: number | null = null;
  const create = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedIn = generation;
        throw error;
      }),
    );
  let current = create();

  function LazyPage() {
    if (failedIn !== null && failedIn < generation) {
      failedIn = null;
      current = create();
    }
    return createElement(current);
  }
  return LazyPage;
}
