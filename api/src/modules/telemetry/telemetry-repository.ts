import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  RemoteFailureReport,
  RemoteLoadReport,
  RemoteVersionSummary,
} from '@genetype/domain/contracts';
import type { Db } from '../../db/database.js';

export class TelemetryRepository {
  constructor(private readonly db: Db) {}

  /** Counts a load: one row per day, module, version, stage and bucket; a repeat only bumps `loads`. */
  async recordLoad(report: RemoteLoadReport, at: string): Promise<void> {
    await this.db
      .insertInto('remote_loads')
      .values({ ...report, day: at.slice(0, 10), loads: 1, first_at: at, last_at: at })
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'module', 'version', 'stage', 'bucket'])
          .doUpdateSet({ loads: sql<number>`remote_loads.loads + 1`, last_at: at }),
      )
      .execute();
  }

  async recordFailure(report: RemoteFailureReport, at: string): Promise<void> {
    await this.db
      .insertInto('remote_failures')
      .values({ id: randomUUID(), ...report, detail: report.detail ?? null, created_at: at })
      .execute();
  }

  /** Module versions loaded since `since`, the most recently loaded first. */
  async recentVersions(since: string): Promise<{ module: string; version: string }[]> {
    return this.db
      .selectFrom('remote_loads')
      .select((eb) => ['module', 'version', eb.fn.max('last_at').as('last')])
      .where('last_at', '>=', since)
      .groupBy(['module', 'version'])
      .orderBy('last', 'desc')
      .execute();
  }

  /** Per module and version since `since`: distinct buckets, loads, failures and the last failure. */
  async summary(since: string): Promise<RemoteVersionSummary[]> {
    const loads = await this.db
      .selectFrom('remote_loads')
      .select((eb) => [
        'module',
        'version',
        eb.fn.count<string | number>('bucket').distinct().as('members'),
        eb.fn.sum<string | number>('loads').as('loads'),
      ])
      .where('last_at', '>=', since)
      .groupBy(['module', 'version'])
      .execute();
    const failures = await this.db
      .selectFrom('remote_failures')
      .select((eb) => [
        'module',
        'version',
        eb.fn.countAll<string | number>().as('failures'),
        eb.fn.max('created_at').as('last_at'),
      ])
      .where('created_at', '>=', since)
      .groupBy(['module', 'version'])
      .execute();
    const lastReasons = await this.db
      .selectFrom('remote_failures')
      .select(['module', 'version', 'reason', 'detail', 'created_at'])
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();

    const key = (row: { module: string; version: string }) => `${row.module}\u0000${row.version}`;
    const rows = new Map<string, RemoteVersionSummary>();
    for (const row of loads) {
      rows.set(key(row), {
        module: row.module,
        version: row.version,
        members: Number(row.members),
        share: 0,
        loads: Number(row.loads),
        failures: 0,
        lastFailure: null,
      });
    }
    for (const row of failures) {
      const existing = rows.get(key(row)) ?? {
        module: row.module,
        version: row.version,
        members: 0,
        share: 0,
        loads: 0,
        failures: 0,
        lastFailure: null,
      };
      existing.failures = Number(row.failures);
      const last = lastReasons.find((candidate) => key(candidate) === key(row));
      existing.lastFailure = last
        ? `${last.created_at} ${last.reason}${last.detail ? `: ${last.detail}` : ''}`
        : row.last_at;
      rows.set(key(row), existing);
    }
    const result = [...rows.values()];
    const totals = new Map<string, number>();
    for (const row of result) totals.set(row.module, (totals.get(row.module) ?? 0) + row.members);
    for (const row of result) {
      const total = totals.get(row.module) ?? 0;
      row.share = total === 0 ? 0 : Math.round((row.members / total) * 1000) / 10;
    }
    return result.sort((a, b) => a.module.localeCompare(b.module) || b.members - a.members);
  }
}
