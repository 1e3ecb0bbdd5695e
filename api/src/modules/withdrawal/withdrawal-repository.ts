import type { Db } from '../../db/database.js';
import { revokeSessionsOfUser } from '../auth/refresh-token-repository.js';

/**
 * The withdrawal's queries: the request and its cancellation as conditional updates, and the
 * purge's claim-by-update and delete. Every method that changes a row reports whether it did, so
 * the service and the purger decide from what the database actually changed.
 */
export class WithdrawalRepository {
  constructor(private readonly db: Db) {}

  /** Marks the member withdrawing unless they already are; false when no row changed. */
  async markRequested(userId: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ is_withdraw: 1, withdraw_requested_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('is_withdraw', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Cancels a pending withdrawal the purge has not claimed; false when no row changed. */
  async cancelRequest(userId: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({
        is_withdraw: 0,
        withdraw_requested_at: null,
        purge_lease_until: null,
        updated_at: now,
      })
      .where('id', '=', userId)
      .where('is_withdraw', '=', 1)
      // A member the purge has already claimed is past the 14 days: too late to cancel.
      .where((eb) =>
        eb.or([eb('purge_lease_until', 'is', null), eb('purge_lease_until', '<', now)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** What a withdrawal request checks the caller against: their password hash, if they set one. */
  findCredentials(userId: string): Promise<{ password_hash: string | null } | undefined> {
    return this.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * When the member signed in to start session `familyId`: its first refresh token's creation
   * (rotations add rows to the family, never move its start). Undefined for a session unknown to
   * the member.
   */
  async sessionStartedAt(userId: string, familyId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select((eb) => eb.fn.min('created_at').as('started_at'))
      .where('user_id', '=', userId)
      .where('family_id', '=', familyId)
      .executeTakeFirst();
    return row?.started_at ?? undefined;
  }

  async memberExists(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Members whose withdrawal was requested at or before `dueBefore` and whom no lease holds. */
  async findDue(dueBefore: string, now: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('is_withdraw', '=', 1)
      .where('withdraw_requested_at', '<=', dueBefore)
      .where((eb) =>
        eb.or([eb('purge_lease_until', 'is', null), eb('purge_lease_until', '<', now)]),
      )
      .orderBy('withdraw_requested_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Claims a due member with `lease`; true only for the one caller whose update changed the row. */
  async claim(userId: string, dueBefore: string, now: string, lease: string): Promise<boolean> {
    const claimed = await this.db
      .updateTable('users')
      .set({ purge_lease_until: lease })
      .where('id', '=', userId)
      .where('is_withdraw', '=', 1)
      .where('withdraw_requested_at', '<=', dueBefore)
      .where((eb) =>
        eb.or([eb('purge_lease_until', 'is', null), eb('purge_lease_until', '<', now)]),
      )
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /**
   * Deletes the member and what hangs off them in one transaction, only while `lease` still holds,
   * and returns the sessions it ended; null (and nothing deleted) when it was cancelled or
   * re-claimed meanwhile.
   */
  purge(userId: string, lease: string, now: string): Promise<string[] | null> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        // Its sessions are listed as revoked first, so their access tokens stop on every instance.
        const sessions = await revokeSessionsOfUser(trx, userId, null, now);
        // Explicit deletes for what this module knows; the foreign keys cascade for the rest.
        await trx.deleteFrom('reviews').where('user_id', '=', userId).execute();
        await trx.deleteFrom('results').where('owner_id', '=', userId).execute();
        await trx.deleteFrom('social_identities').where('user_id', '=', userId).execute();
        await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('user_consents').where('user_id', '=', userId).execute();
        const deleted = await trx
          .deleteFrom('users')
          .where('id', '=', userId)
          .where('purge_lease_until', '=', lease)
          .where('is_withdraw', '=', 1)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) {
          // Cancelled or re-claimed meanwhile: roll back, keep everything.
          throw new LeaseLost();
        }
        return sessions;
      })
      .catch((error: unknown) => {
        if (error instanceof LeaseLost) return null;
        throw error;
      });
  }
}

class LeaseLost extends Error {}
