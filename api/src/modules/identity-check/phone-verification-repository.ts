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

  /** True when the request exists, is unused and has not expired at `nowIso`. */
  async isUsable(id: string, nowIso: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('phone_verifications')
      .select('id')
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks the request used; false when it was already used, expired or never existed (one winner). */
  async consume(id: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('phone_verifications')
      .set({ consumed_at: nowIso })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
