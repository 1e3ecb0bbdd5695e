// React.lazy remembers a failed import for good, so a page whose chunk failed once (a network
// blip, a deploy in progress) would fail until a full reload. A lazy page starts over after
// `retryFailedPages()` (the error boundary's "다시 시도"): it imports again, and webpack fetches
// a chunk that failed again.
//
// A page whose module has already arrived renders directly, without suspending: a suspended first
// render shows the loading fallback and React then holds the page back for its reveal throttling
// (about 300 ms). `preload()` lets an app's mount fetch the first page before it renders.
//
// A page counts as arrived once its texts are in the page's language too: its chunk registers the
// app's namespace, whose English catalogue is another chunk; rendered before that one arrived, an
// English page would show its Korean fallback for a moment (issue 18).
import { createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { textsReady } from '@genetype/platform';
import { loadOnce } from './load-once.js';

/**
 * How long a page waits for its texts in the page's language before it renders anyway (in Korean).
 * Generous: the app's loading state shows meanwhile, and a failed chunk ends the wait at once; only
 * a stalled one waits this long (on a loaded machine a small chunk took 6 s to arrive).
 */
export const TEXTS_WAIT_MS = 10_000;

/** `textsReady()`, never longer than `TEXTS_WAIT_MS` (a slow catalogue leaves the Korean fallback). */
export function textsReadyWithin(ms: number = TEXTS_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    textsReady(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export interface PageModule {
  default: ComponentType;
  /**
   * What the page needs before its first render at a path (e.g. a report's text), awaited by the
   * build's server render and before hydrating its HTML, so both renders are the same.
   */
  prepare?: (params: Record<string, string>) => Promise<unknown>;
}

export type LazyPage = (() => ReturnType<typeof createElement>) & {
  /** Fetches the page's module; resolves when it has arrived (rejects when it cannot). */
  preload(): Promise<void>;
  /** The page's module once it has arrived. */
  module(): PageModule | null;
};

let generation = 0;

/** Lets every page whose import failed try again on its next render. */
export function retryFailedPages(): void {
  generation += 1;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null;
  const loadPage = loadOnce(() =>
    load().then(async (module) => {
      await textsReadyWithin();
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
  Page.module = () => loaded;
  return Page;
}
