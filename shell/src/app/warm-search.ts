// The live search popup, warm before its first use (issue 34, item 2): the plain popover answers
// the first tap with no code, but the live popup's first opening loaded the modal layer's chunk,
// the popup host's and mf-search's entry and parcel — 1.9–2.4 s under the mobile preset. They are
// loaded once the page's code runs and the page has gone quiet (nothing fetched for QUIET_MS, then
// an idle moment), or at once on the first sign the search is wanted: the pointer over, a touch on
// or the focus in a search button or the plain search popover.
//
// The trade-off: about 15 KB gzip of JavaScript (the host chunk and mf-search's entry and popup)
// that a visitor who never searches also downloads — but only after their page is whole and quiet,
// so none of it is in a first visit's bytes before the page is usable (budgets.json, whose
// measurement ends at the first 500 ms of quiet), and none with the browser's data saver on
// (only the signs of intent warm it then).
import { preloadSearchPopup } from '../features/search-popup-host';
import { preloadModalLayer } from './lazy-modal-layer';

/** How long nothing must have been fetched before the idle preload. */
export const QUIET_MS = 5_000;
/** A page that never goes quiet (a long poll, say) is not warmed at idle: only on intent. */
const GIVE_UP_MS = 60_000;
/** What a visitor about to search points at or focuses. */
export const SEARCH_INTENT_SELECTOR = '[data-search-button], #frame-search';
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

interface NetworkInformation {
  saveData?: boolean;
}

/** Calls `then` once no resource has been fetched for `quietMs` (never, after GIVE_UP_MS). */
function whenQuiet(win: Window, quietMs: number, then: () => void): () => void {
  let timer = win.setTimeout(done, quietMs);
  const giveUp = win.setTimeout(stop, GIVE_UP_MS);
  let observer: PerformanceObserver | undefined;
  try {
    const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
      .PerformanceObserver;
    observer = Observer
      ? new Observer(() => {
          win.clearTimeout(timer);
          timer = win.setTimeout(done, quietMs);
        })
      : undefined;
    observer?.observe({ type: 'resource' });
  } catch {
    // No resource timing: the timer alone.
  }
  function stop() {
    win.clearTimeout(timer);
    win.clearTimeout(giveUp);
    observer?.disconnect();
  }
  function done() {
    stop();
    then();
  }
  return stop;
}

/** Starts watching; returns the stop (the frame unmounting). */
export function warmSearchPopup(win: Window = window, warm = defaultWarm): () => void {
  let warmed = false;
  const stops: (() => void)[] = [];
  const stop = () => stops.splice(0).forEach((fn) => fn());
  const once = () => {
    if (warmed) return;
    warmed = true;
    stop();
    warm();
  };
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    if (target?.closest?.(SEARCH_INTENT_SELECTOR)) once();
  };
  for (const type of INTENT_EVENTS) {
    win.document.addEventListener(type, onIntent, { capture: true, passive: true });
    stops.push(() => win.document.removeEventListener(type, onIntent, { capture: true }));
  }
  const saveData = (win.navigator as Navigator & { connection?: NetworkInformation }).connection
    ?.saveData;
  if (!saveData) {
    stops.push(
      whenQuiet(win, QUIET_MS, () => {
        if (typeof win.requestIdleCallback === 'function')
          win.requestIdleCallback(once, { timeout: 2_000 });
        else once();
      }),
    );
  }
  return stop;
}

function defaultWarm(): void {
  // The layer first: the popup opens in it.
  void preloadModalLayer().then(preloadSearchPopup);
}
