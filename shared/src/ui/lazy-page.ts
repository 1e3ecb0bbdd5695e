// React.lazy remembers a failed import for good, so a page whose chunk failed once (a network
// blip, a deploy in progress) would fail until a full reload. A lazy page starts over after
// `retryFailedPages()` (the error boundary's "다시 시도"): it imports again, and webpack fetches
// a chunk that failed again.
//
// A page whose module has already arrived renders directly, without suspending: a suspended first
// render shows the loading fallback and React then holds the page back for its reveal throttling
// (about 300 ms). `preload()` lets an app's mount fetch the first page before it renders.
import { createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadOnce } from './load-once.js';

export interface PageModule {
  default: ComponentType;
}

export type LazyPage = (() => ReturnType<typeof createElement>) & {
  /** Fetches the page's module; resolves when it has arrived (rejects when it cannot). */
  preload(): Promise<void>;
};

let generation = 0;

/** Lets every page whose import failed try again on its next render. */
export function retryFailedPages(): void {
  generation += 1;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null;
  const loadPage = loadOnce(() =>
    load().then((module) => {
      loaded = module;
      return module;
    }),
  );

  // The failure stays visible to React (so the error boundary catches it) until a retry is asked
  // for; swapping the component straight away would make React retry in a tight loop.
  let failedIn: number | null = null;
  const create = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      loadPage().catch((error: unknown) => {
        failedIn = generation;
        throw error;
      }),
    );
  let current = create();

  function Page() {
    if (loaded) return createElement(loaded.default);
    if (failedIn !== null && failedIn < generation) {
      failedIn = null;
      current = create();
    }
    return createElement(current);
  }
  Page.preload = () => loadPage().then(() => undefined);
  return Page;
}
