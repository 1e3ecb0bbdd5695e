import type { Db } from '../../db/database.js';
import type { PasswordResetTokenRow } from '../../db/schema.js';
import { revokeSessionsOfUser } from '../auth/refresh-token-repository.js';

export class ResetTokenRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new token and retires every earlier unused one: only the latest e-mail works. */
  async issue(row: {
    id: string;
    user_id: string;
    token_hash: string;
    expires_at: string;
    created_at: string;
  }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: row.created_at })
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({ ...row, used_at: null })
        .execute();
    });
  }

  async countSince(userId: string, sinceIso: string): Promise<number> {
    const row = await this.db
      .selectFrom('password_reset_tokens')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>', sinceIso)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  findByHash(tokenHash: string): Promise<PasswordResetTokenRow | undefined> {
    return this.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * Uses the token and sets the new password in one transaction, and ends every session of the
   * member (returned, for the in-memory revocation list). Null when the token was used (or
   * expired) meanwhile: a racing second request loses.
   */
  consumeAndSetPassword(
    token: PasswordResetTokenRow,
    passwordHash: string,
    nowIso: string,
  ): Promise<string[] | null> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: nowIso })
        .where('id', '=', token.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return null;
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: nowIso })
        .where('id', '=', token.user_id)
        .execute();
      return revokeSessionsOfUser(trx, token.user_id, null, nowIso);
    });
  }
}
