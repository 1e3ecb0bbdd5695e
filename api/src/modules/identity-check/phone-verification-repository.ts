import type { Db } from '../../db/database.js';

export class PhoneVerificationRepository {
  constructor(private readonly db: Db) {}

  async create(id: string, createdAt: string, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('phone_verifications')
      .values({ id, created_at: createdAt, expires_at: expiresAt, consumed_at: null })
      .execute();
  }

  /** Forgets requests that expired before `beforeIso` (their replies can no longer be used). */
  async deleteExpired(beforeIso: string): Promise<void> {
    await this.db.deleteFrom('phone_verifications').where('expires_at', '<', beforeIso).execute();
  }

  // Both lookups below find the request by its id alone and judge its expiry from the row: with
  // `expires_at > now` in the query, PostgreSQL may pick the clean-up's expires_at index over the
  // primary key (its statistics lag behind rows that expire in the future) and walk every open
  // request — measured at 4,785 pages instead of 3 (docs/benchmarks.md, "Database work per call").

  /** True when the request exists, is unused and has not expired at `nowIso`. */
  async isUsable(id: string, nowIso: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('phone_verifications')
      .select(['consumed_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined && row.consumed_at === null && row.expires_at > nowIso;
  }

  /**
   * Marks the request used; false when it was already used, expired or never existed (one winner:
   * the update only takes an unused row). An expired request it marks was unusable anyway.
   */
  async consume(id: string, nowIso: string): Promise<boolean> {
    const row = await this.db
      .updateTable('phone_verifications')
      .set({ consumed_at: nowIso })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .returning('expires_at')
      .executeTakeFirst();
    return row !== undefined && row.expires_at > nowIso;
  }
}
