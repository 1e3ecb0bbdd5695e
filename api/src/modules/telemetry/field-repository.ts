import { randomUUID } from 'node:crypto';
import type { FieldReport, FieldVersionSummary } from '@genetype/domain/contracts';
import type { Db } from '../../db/database.js';

/** How long field views are kept: the summary's default window (24 h) with a day to spare. */
export const FIELD_RETENTION_MS = 48 * 3600_000;
/** Sample values per version the summary returns, for each of INP and LCP. */
export const FIELD_SAMPLES_MAX = 5000;
/** Pruning is a range delete on an index: at most once per interval per instance. */
const PRUNE_EVERY_MS = 10 * 60_000;

export class FieldRepository {
  private lastPruneAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Db) {}

  /** Stores a page view as one row per module on it (the route and language already folded). */
  async record(report: FieldReport, at: string): Promise<void> {
    if (report.modules.length === 0) return;
    const viewId = randomUUID();
    await this.db
      .insertInto('field_views')
      .values(
        report.modules.map(({ module, version }) => ({
          id: randomUUID(),
          view_id: viewId,
          module,
          version,
          route: report.route,
          language: report.language,
          errors: report.errors,
          lcp: report.lcp ?? null,
          inp: report.inp ?? null,
          created_at: at,
        })),
      )
      .execute();
  }

  /** Deletes views older than the retention window, at most once per PRUNE_EVERY_MS. */
  async pruneIfDue(now: number): Promise<void> {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    await this.db
      .deleteFrom('field_views')
      .where('created_at', '<', new Date(now - FIELD_RETENTION_MS).toISOString())
      .execute();
  }

  /** Per version of `module` since `since`: views, views with errors, and the INP/LCP samples. */
  async summary(module: string, since: string): Promise<FieldVersionSummary[]> {
    const counts = await this.db
      .selectFrom('field_views')
      .select((eb) => [
        'version',
        eb.fn.countAll<string | number>().as('views'),
        eb.fn
          .sum<string | number | null>(eb.case().when('errors', '>', 0).then(1).else(0).end())
          .as('error_views'),
      ])
      .where('module', '=', module)
      .where('created_at', '>=', since)
      .groupBy('version')
      .execute();
    const samples = (version: string, column: 'inp' | 'lcp') =>
      this.db
        .selectFrom('field_views')
        .select(column)
        .where('module', '=', module)
        .where('version', '=', version)
        .where('created_at', '>=', since)
        .where(column, 'is not', null)
        .orderBy('created_at', 'desc')
        .limit(FIELD_SAMPLES_MAX)
        .execute()
        .then((rows) => rows.map((row) => Number(row[column])));
    const versions = await Promise.all(
      counts.map(async (row) => ({
        version: row.version,
        views: Number(row.views),
        errorViews: Number(row.error_views ?? 0),
        inp: await samples(row.version, 'inp'),
        lcp: await samples(row.version, 'lcp'),
      })),
    );
    return versions.sort((a, b) => b.views - a.views || a.version.localeCompare(b.version));
  }
}
