// Loaded at idle, for sampled page views only (./index.ts): web-vitals' observers read the entries
// the browser buffered since the navigation (`buffered: true`), so LCP, CLS and the event timings
// before this chunk arrived still count, and the first visit's bytes do not grow.
import { onCLS, onINP, onLCP } from 'web-vitals';
import { currentLanguage, runtimeConfig } from '@genetype/platform';
import { buildReport, moduleVersions, sendReport } from './report';
import type { Vitals } from './report';
import { fieldState } from './page-view';

/** Collects this page view and sends its one report when the page is hidden or left. */
export function collect(route: string, win: Window = window): void {
  const vitals: Vitals = {};
  // reportAllChanges: the latest value is always at hand when the page goes.
  onLCP((metric) => (vitals.lcp = metric.value), { reportAllChanges: true });
  onINP((metric) => (vitals.inp = metric.value), { reportAllChanges: true });
  onCLS((metric) => (vitals.cls = metric.value), { reportAllChanges: true });
  let sent = false;
  // Registered after web-vitals' own hide listeners, so INP and CLS are final when this runs.
  const send = () => {
    if (sent) return;
    sent = true;
    const report = buildReport({
      route,
      language: currentLanguage(),
      modules: moduleVersions(win.document.documentElement),
      vitals,
      state: fieldState(win),
    });
    sendReport(`${runtimeConfig().apiUrl}/telemetry/field`, report, win.navigator);
  };
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') send();
  });
  win.addEventListener('pagehide', send);
}
