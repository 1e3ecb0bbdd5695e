import { WITHDRAWAL_DAYS } from '@genetype/domain/contracts';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import type { WithdrawalRepository } from './withdrawal-repository.js';
import type { RevocationSink } from '../auth/session-revocations.js';

const DAY_MS = 86_400_000;

export interface PurgeOptions {
  /** How long a claim protects a member from other instances (a crashed purge expires). */
  leaseMs?: number;
  /** Members per run; the rest wait for the next run. */
  batchSize?: number;
  /** Told at once of the sessions a purge ends, so their access tokens stop on this instance. */
  revocations?: RevocationSink;
}

/**
 * Completes withdrawals whose 14 days have passed: the member row and everything that hangs off
 * it (sessions, consents, social links, results and answers, review, pending codes) are deleted.
 *
 * Safe with several API instances: a member is first claimed with a conditional update of
 * `purge_lease_until` (claim-by-update, portable to SQLite and PostgreSQL); only the instance
 * whose update changed the row purges it, and the delete is conditioned on that same lease.
 */
export class WithdrawalPurger {
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly revocations: RevocationSink | null;

  constructor(
    private readonly withdrawals: WithdrawalRepository,
    private readonly clock: Clock,
    options: PurgeOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.batchSize = options.batchSize ?? 100;
    this.revocations = options.revocations ?? null;
  }

  /** Runs one pass; returns how many members this call purged. */
  async runOnce(): Promise<number> {
    const nowMs = this.clock();
    const now = isoAt(nowMs);
    const dueBefore = isoAt(nowMs - WITHDRAWAL_DAYS * DAY_MS);
    const due = await this.withdrawals.findDue(dueBefore, now, this.batchSize);

    let purged = 0;
    for (const id of due) {
      // Unique per claim, so a delete can only be done by the claim that set it.
      const lease = isoAt(nowMs + this.leaseMs + Math.random());
      if (!(await this.withdrawals.claim(id, dueBefore, now, lease))) continue;
      const ended = await this.withdrawals.purge(id, lease, now);
      if (ended === null) continue;
      this.revocations?.add(ended);
      purged += 1;
    }
    return purged;
  }
}

export interface PurgeSchedule {
  stop(): void;
}

/** Runs the purge every `intervalMs` in this process; failures are logged, the timer keeps going. */
export function schedulePurge(
  purger: WithdrawalPurger,
  intervalMs: number,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): PurgeSchedule {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    purger
      .runOnce()
      .then((count) => {
        if (count > 0) log.info({ count }, 'withdrawals completed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'withdrawal purge failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
