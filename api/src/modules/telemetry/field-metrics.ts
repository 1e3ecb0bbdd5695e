// The field metrics on GET /metrics (issue #39): histograms and counters per route template and
// language, and per module version. Label sets are bounded: a route outside the route table is
// `other`, a version outside the known set (KnownVersions) is `other`.
import { Counter, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';
import { ROUTE_TABLE } from '@genetype/domain';
import type { FieldReport } from '@genetype/domain/contracts';

/** The route table's templates, and '*' (what the shell reports for a page no entry claims). */
const KNOWN_ROUTES = new Set<string>([...ROUTE_TABLE.map((entry) => entry.path), '*']);

/** A route template the route table knows, else `other`. */
export function foldRoute(route: string): string {
  return KNOWN_ROUTES.has(route) ? route : 'other';
}

// Seconds (Prometheus' unit), around the Web Vitals thresholds: LCP good ≤ 2.5 s, poor > 4 s;
// INP good ≤ 200 ms, poor > 500 ms; CLS good ≤ 0.1, poor > 0.25.
const LCP_BUCKETS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20];
const INP_BUCKETS = [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5];
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export interface FoldedModule {
  module: string;
  /** The version as a label: a known one, or `other`. */
  version: string;
}

export class FieldMetrics {
  private readonly pageViews: Counter<'route' | 'language'>;
  private readonly errors: Counter<'route' | 'language'>;
  private readonly lcp: Histogram<'route' | 'language'>;
  private readonly inp: Histogram<'route' | 'language'>;
  private readonly cls: Histogram<'route' | 'language'>;
  private readonly firstInteraction: Histogram<'route' | 'language'>;
  private readonly moduleViews: Counter<'module' | 'version'>;
  private readonly moduleErrorViews: Counter<'module' | 'version'>;
  private readonly moduleLcp: Histogram<'module' | 'version'>;
  private readonly moduleInp: Histogram<'module' | 'version'>;

  constructor(registry: Registry) {
    const registers = [registry];
    const page = ['route', 'language'] as const;
    const version = ['module', 'version'] as const;
    this.pageViews = new Counter({
      name: 'field_page_views_total',
      help: 'Sampled page views reported by browsers, by route template and language',
      labelNames: page,
      registers,
    });
    this.errors = new Counter({
      name: 'field_errors_total',
      help: 'Uncaught errors and unhandled rejections reported by browsers, by route template and language',
      labelNames: page,
      registers,
    });
    this.lcp = new Histogram({
      name: 'field_lcp_seconds',
      help: 'Largest Contentful Paint of sampled page views, by route template and language',
      labelNames: page,
      buckets: LCP_BUCKETS,
      registers,
    });
    this.inp = new Histogram({
      name: 'field_inp_seconds',
      help: 'Interaction to Next Paint of sampled page views, by route template and language',
      labelNames: page,
      buckets: INP_BUCKETS,
      registers,
    });
    this.cls = new Histogram({
      name: 'field_cls',
      help: 'Cumulative Layout Shift of sampled page views, by route template and language',
      labelNames: page,
      buckets: CLS_BUCKETS,
      registers,
    });
    this.firstInteraction = new Histogram({
      name: 'field_first_interaction_seconds',
      help: 'On pages whose code starts on first use: first input to the next paint after the code handled it',
      labelNames: page,
      buckets: INP_BUCKETS,
      registers,
    });
    this.moduleViews = new Counter({
      name: 'field_module_views_total',
      help: 'Sampled page views that ran a module, by module and version (unknown versions: other)',
      labelNames: version,
      registers,
    });
    this.moduleErrorViews = new Counter({
      name: 'field_module_error_views_total',
      help: 'Sampled page views with at least one uncaught error that ran a module, by module and version',
      labelNames: version,
      registers,
    });
    this.moduleLcp = new Histogram({
      name: 'field_module_lcp_seconds',
      help: 'Largest Contentful Paint of sampled page views that ran a module, by module and version',
      labelNames: version,
      buckets: LCP_BUCKETS,
      registers,
    });
    this.moduleInp = new Histogram({
      name: 'field_module_inp_seconds',
      help: 'Interaction to Next Paint of sampled page views that ran a module, by module and version',
      labelNames: version,
      buckets: INP_BUCKETS,
      registers,
    });
  }

  /** Counts one page view; `report.route` is already folded, `modules` carry folded versions. */
  observe(report: FieldReport, modules: FoldedModule[]): void {
    const page = { route: report.route, language: report.language };
    this.pageViews.inc(page);
    // The error counters start at 0 with the first view, not with the first error: a route or a
    // version without errors has a ratio of 0 in Prometheus (not no series at all), and its first
    // error counts in rate() (a series' first sample gives rate() nothing to compare with).
    this.errors.inc(page, report.errors);
    if (report.lcp !== undefined) this.lcp.observe(page, report.lcp / 1000);
    if (report.inp !== undefined) this.inp.observe(page, report.inp / 1000);
    if (report.cls !== undefined) this.cls.observe(page, report.cls);
    if (report.firstInteraction !== undefined)
      this.firstInteraction.observe(page, report.firstInteraction / 1000);
    for (const labels of modules) {
      this.moduleViews.inc(labels);
      this.moduleErrorViews.inc(labels, report.errors > 0 ? 1 : 0);
      if (report.lcp !== undefined) this.moduleLcp.observe(labels, report.lcp / 1000);
      if (report.inp !== undefined) this.moduleInp.observe(labels, report.inp / 1000);
    }
  }
}

/** Versions per module that get a label of their own (the newest loaded ones); the rest: `other`. */
export const KNOWN_VERSIONS_PER_MODULE = 8;
/** How long the known set is trusted before it is read again; a miss re-reads sooner. */
const REFRESH_MS = 60_000;
const MISS_REFRESH_MS = 5_000;

/**
 * The known versions: per module, the newest KNOWN_VERSIONS_PER_MODULE the shell reported loading
 * (POST /telemetry/remote-loads, in the database both instances share) in the last 24 hours, so
 * both instances label alike and a new canary gets its own label within seconds.
 */
export class KnownVersions {
  private known = new Map<string, Set<string>>();
  private readAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly read: () => Promise<{ module: string; version: string }[]>,
    private readonly now: () => number,
  ) {}

  private async refresh(): Promise<void> {
    this.pending ??= this.read()
      .then((rows) => {
        const known = new Map<string, Set<string>>();
        for (const { module, version } of rows) {
          const versions = known.get(module) ?? new Set<string>();
          if (versions.size < KNOWN_VERSIONS_PER_MODULE) versions.add(version);
          known.set(module, versions);
        }
        this.known = known;
        this.readAt = this.now();
      })
      .finally(() => {
        this.pending = null;
      });
    await this.pending;
  }

  /** `version`, or `other` when it is not among the module's known versions. */
  async fold(module: string, version: string): Promise<string> {
    const age = this.now() - this.readAt;
    const has = () => this.known.get(module)?.has(version) === true;
    if (age >= REFRESH_MS || (!has() && age >= MISS_REFRESH_MS)) await this.refresh();
    return has() ? version : 'other';
  }
}
