import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import type { RefreshTokenRepository } from './refresh-token-repository.js';

/** How often an instance reads sessions revoked elsewhere: others follow within this (≤ 30 s). */
export const REVOCATION_POLL_MS = 15_000;
// Instances' clocks differ a little; keep entries that long past their last possible use.
const CLOCK_SKEW_MS = 60_000;
const PRUNE_EVERY_MS = 3_600_000;

/** What the services that end sessions tell this instance at once (the rows are already written). */
export interface RevocationSink {
  add(familyIds: readonly string[]): void;
}

/**
 * The sessions (refresh-token families) ended within the last access-token lifetime, in memory.
 * Checking an access token against it is a Map lookup; every instance polls the database so a
 * session ended on another instance stops here within one poll interval.
 */
export class SessionRevocations implements RevocationSink {
  // family id → revoked at (ms)
  private readonly revoked = new Map<string, number>();
  private lastPrune = 0;

  constructor(
    private readonly repository: Pick<RefreshTokenRepository, 'revokedSince' | 'pruneRevoked'>,
    private readonly clock: Clock,
    private readonly accessTokenTtlMs: number,
  ) {}

  has(familyId: string): boolean {
    return this.revoked.has(familyId);
  }

  get size(): number {
    return this.revoked.size;
  }

  add(familyIds: readonly string[]): void {
    const now = this.clock();
    for (const id of familyIds) this.revoked.set(id, now);
  }

  /** Reads the recent revocations from the database, forgets the ones no access token outlives. */
  async poll(): Promise<void> {
    const now = this.clock();
    const cutoff = now - this.accessTokenTtlMs - CLOCK_SKEW_MS;
    // Merged, not replaced: an entry added here while the query ran must not be dropped.
    for (const row of await this.repository.revokedSince(isoAt(cutoff))) {
      this.revoked.set(row.familyId, Date.parse(row.revokedAt));
    }
    for (const [id, at] of this.revoked) if (at <= cutoff) this.revoked.delete(id);
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.repository.pruneRevoked(isoAt(cutoff));
    }
  }

  /** Polls every `intervalMs` until stopped; a failed poll is logged and tried again next time. */
  start(intervalMs: number, log: FastifyBaseLogger): { stop(): Promise<void> } {
    let current: Promise<void> | null = null;
    const timer = setInterval(() => {
      current ??= this.poll()
        .catch((error: unknown) =>
          log.warn({ err: error }, 'could not read revoked sessions; trying again'),
        )
        .finally(() => {
          current = null;
        });
    }, intervalMs);
    timer.unref();
    return {
      // Waits for a poll in flight, so the database can be closed after it.
      stop: async () => {
        clearInterval(timer);
        await current;
      },
    };
  }
}
