// Decides whether this page view is sampled and, only then, loads the measuring chunk (web-vitals).
import { fieldState } from './page-view';
import { routeTemplate } from './report';

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
 * /config.json (the platform read it at start: the HTTP cache answers), else the default.
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

export async function start(
  win: Window = window,
  { random = Math.random }: { random?: () => number } = {},
): Promise<void> {
  if (random() >= (await sampleRate(win))) return;
  // The page the view started on: its template, whatever the app navigated to since.
  const route = routeTemplate(fieldState(win).path ?? win.location.pathname);
  const { collect } = await import(/* webpackChunkName: "field-metrics-collect" */ './collect');
  collect(route, win);
}
