// Field metrics (issue #39, docs/runbook.md "Field metrics"): a sampled share of page views reports
// LCP, INP, CLS, the first interaction on a page whose code starts on use, and its count of
// uncaught errors, labelled with the route's template, the language and each module's version.
// The bootstrap runs only what must see the page from the start (listeners); the measuring chunk
// (web-vitals) loads at idle, and only for a sampled view.
import { routeTemplate } from './report';
import { trackFirstInteraction } from './page-view';

/** Share of page views that report (0–1) unless config.json or this browser says otherwise. */
export const DEFAULT_SAMPLE_RATE = 0.1;
/** A browser's own rate ("1" in the journeys): localStorage['genetype:field-sample-rate']. */
export const SAMPLE_RATE_KEY = 'genetype:field-sample-rate';

function rateOf(value: unknown): number | undefined {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : undefined;
}

/**
 * This page view's sampling rate: the browser's own setting, else `fieldMetricsSampleRate` of
 * /config.json (the platform read it moments ago: the HTTP cache answers), else the default.
 */
export async function sampleRate(win: Window = window): Promise<number> {
  try {
    const own = rateOf(win.localStorage.getItem(SAMPLE_RATE_KEY));
    if (own !== undefined) return own;
  } catch {
    // no storage
  }
  try {
    const response = await fetch('/config.json', { cache: 'force-cache' });
    const config = (await response.json()) as { fieldMetricsSampleRate?: unknown };
    return rateOf(config.fieldMetricsSampleRate) ?? DEFAULT_SAMPLE_RATE;
  } catch {
    return DEFAULT_SAMPLE_RATE;
  }
}

/** Once the page has loaded and the main thread is idle. */
function whenIdle(work: () => void, win: Window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(work, { timeout: 3000 });
    else win.setTimeout(work, 200);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

export function installFieldMetrics(
  win: Window = window,
  { random = Math.random }: { random?: () => number } = {},
): void {
  // The page the view started on: its template, before any navigation inside the app.
  const route = routeTemplate(win.location.pathname);
  trackFirstInteraction(win);
  whenIdle(() => {
    void sampleRate(win)
      .then(async (rate) => {
        if (random() >= rate) return;
        const { collect } = await import(/* webpackChunkName: "field-metrics" */ './collect');
        collect(route, win);
      })
      .catch(() => {});
  }, win);
}
