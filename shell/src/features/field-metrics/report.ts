// The report of one page view (POST /telemetry/field): the route's template, never the address;
// the language; the version of each module on the page; Web Vitals; the count of uncaught errors.
// Nothing personal: no user id, no address, no message text, no rollout bucket.
import { REMOTE_APPS, matchRoute } from '@genetype/domain';
import type { FieldModuleVersion, FieldReport } from '@genetype/domain/contracts';
import type { FieldState } from './page-view';

export interface Vitals {
  lcp?: number;
  inp?: number;
  cls?: number;
}

/** The route table's template for a path ('/typeReport/3' → '/typeReport/:number'; unknown: '*'). */
export function routeTemplate(pathname: string): string {
  return matchRoute(pathname).entry.path;
}

/** The version of each module the shell ran on this page (<html data-mf-content-version="…">). */
export function moduleVersions(root: Element): FieldModuleVersion[] {
  const modules: FieldModuleVersion[] = [];
  for (const module of REMOTE_APPS) {
    const version = root.getAttribute(`data-${module}-version`);
    if (version) modules.push({ module, version });
  }
  return modules;
}

const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value)
    ? undefined
    : Math.min(600_000, Math.max(0, Math.round(value)));

export function buildReport(input: {
  route: string;
  language: string;
  modules: FieldModuleVersion[];
  vitals: Vitals;
  state: FieldState;
}): FieldReport {
  const { vitals, state } = input;
  const report: FieldReport = {
    route: input.route,
    language: input.language,
    modules: input.modules,
    errors: Math.min(1000, Math.max(0, Math.floor(state.errors))),
  };
  const lcp = ms(vitals.lcp);
  const inp = ms(vitals.inp);
  const firstInteraction = ms(state.firstInteraction);
  if (lcp !== undefined) report.lcp = lcp;
  if (inp !== undefined) report.inp = inp;
  if (vitals.cls !== undefined && Number.isFinite(vitals.cls))
    report.cls = Math.min(100, Math.max(0, Math.round(vitals.cls * 10_000) / 10_000));
  if (firstInteraction !== undefined) report.firstInteraction = firstInteraction;
  return report;
}

/**
 * Sends the report as the page goes: sendBeacon (queued by the browser, survives the page), else a
 * keepalive fetch. A text/plain beacon needs no CORS preflight; the API reads it as JSON.
 */
export function sendReport(url: string, report: FieldReport, nav: Navigator = navigator): void {
  const body = JSON.stringify(report);
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, body)) return;
  } catch {
    // a refused beacon (too large, no permission): the fetch below
  }
  try {
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {
    // no fetch: nothing to report with
  }
}
