import type { Db } from '../../db/database.js';
import type { NewRefreshTokenRow, RefreshTokenRow } from '../../db/schema.js';

export class RefreshTokenRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewRefreshTokenRow): Promise<void> {
    await this.db.insertInto('refresh_tokens').values(row).execute();
  }

  findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return this.db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * Replaces `id` with `successor` atomically. Returns false when another request rotated or
   * revoked it first, so two parallel requests never both mint a successor.
   */
  supersede(id: string, successor: NewRefreshTokenRow, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: at, replaced_by: successor.id })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.insertInto('refresh_tokens').values(successor).execute();
      return true;
    });
  }

  async revokeFamily(familyId: string, at: string): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async hasActiveToken(familyId: string, nowIso: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    return row !== undefined;
  }
}
