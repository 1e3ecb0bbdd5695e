import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, NewRefreshTokenRow, RefreshTokenRow } from '../../db/schema.js';

export interface RevokedSession {
  familyId: string;
  revokedAt: string;
}

/**
 * Ends every live session of a member except `keepFamily`, inside the caller's transaction, and
 * records them in `revoked_sessions` so their access tokens stop too. Returns the ended families.
 * Exported for the jobs that must end sessions in their own transaction (the withdrawal purge).
 */
export async function revokeSessionsOfUser(
  db: Kysely<Database>,
  userId: string,
  keepFamily: string | null,
  at: string,
): Promise<string[]> {
  let live = db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamily) live = live.where('family_id', '!=', keepFamily);
  const families = (await live.execute()).map((row) => row.family_id);
  if (families.length === 0) return [];
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', 'in', families)
    .where('revoked_at', 'is', null)
    .execute();
  await recordRevoked(db, families, at);
  return families;
}

async function recordRevoked(db: Kysely<Database>, families: string[], at: string): Promise<void> {
  await db
    .insertInto('revoked_sessions')
    .values(families.map((family_id) => ({ family_id, revoked_at: at })))
    .onConflict((oc) => oc.column('family_id').doNothing())
    .execute();
}

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

  /** Ends one session: its refresh tokens stop, and it is listed for the access-token check. */
  async revokeFamily(familyId: string, at: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
      await recordRevoked(trx, [familyId], at);
    });
  }

  revokeUserSessions(userId: string, keepFamily: string | null, at: string): Promise<string[]> {
    return this.db
      .transaction()
      .execute((trx) => revokeSessionsOfUser(trx, userId, keepFamily, at));
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

  async revokedSince(sinceIso: string): Promise<RevokedSession[]> {
    const rows = await this.db
      .selectFrom('revoked_sessions')
      .select(['family_id', 'revoked_at'])
      .where('revoked_at', '>', sinceIso)
      .execute();
    return rows.map((row) => ({ familyId: row.family_id, revokedAt: row.revoked_at }));
  }

  async pruneRevoked(beforeIso: string): Promise<void> {
    await this.db.deleteFrom('revoked_sessions').where('revoked_at', '<', beforeIso).execute();
  }
}
