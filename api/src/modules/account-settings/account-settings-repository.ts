import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EmailChangeCodeRow, UserRow } from '../../db/schema.js';
import { revokeSessionsOfUser } from '../auth/refresh-token-repository.js';

/** Settings writes on `users` and the e-mail change codes. */
export class AccountSettingsRepository {
  constructor(private readonly db: Db) {}

  findUser(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Another member holding this nickname, compared case-insensitively like its unique index. */
  async nicknameTakenByOther(nickname: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(nickname)`, '=', nickname.toLowerCase())
      .where('id', '!=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async emailTakenByOther(email: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .where('id', '!=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setLanguage(userId: string, language: string, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ language, updated_at: at })
      .where('id', '=', userId)
      .execute();
  }

  async setNickname(userId: string, nickname: string, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ nickname, updated_at: at })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Sets the password and ends every other session of the member in one transaction. The session
   * `keepFamily` (the one making the change) stays signed in. Returns the sessions it ended.
   */
  setPasswordKeepingSession(
    userId: string,
    passwordHash: string,
    keepFamily: string | null,
    at: string,
  ): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: at })
        .where('id', '=', userId)
        .execute();
      return revokeSessionsOfUser(trx, userId, keepFamily, at);
    });
  }

  async countCodesSince(userId: string, sinceIso: string): Promise<number> {
    const row = await this.db
      .selectFrom('email_change_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>', sinceIso)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Stores a new code and retires every earlier unused one: only the latest e-mail works. */
  async issueCode(row: {
    id: string;
    user_id: string;
    email: string;
    code_hash: string;
    expires_at: string;
    created_at: string;
  }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('email_change_codes')
        .set({ used_at: row.created_at })
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('email_change_codes')
        .values({ ...row, attempts: 0, verified_at: null, used_at: null })
        .execute();
    });
  }

  /** The member's latest code still in play (not spent), verified or not. */
  latestOpenCode(userId: string): Promise<EmailChangeCodeRow | undefined> {
    return this.db
      .selectFrom('email_change_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /** Counts a wrong entry; spends the code when `spend` (too many wrong entries). */
  async recordWrongEntry(id: string, spend: boolean, at: string): Promise<void> {
    await this.db
      .updateTable('email_change_codes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        ...(spend ? { used_at: at } : {}),
      }))
      .where('id', '=', id)
      .execute();
  }

  /** False when the code was verified or spent meanwhile (a racing second request loses). */
  async markVerified(id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('email_change_codes')
      .set({ verified_at: at })
      .where('id', '=', id)
      .where('verified_at', 'is', null)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Spends the verified code and moves the account to its address; false if the code was spent. */
  consumeAndSetEmail(code: EmailChangeCodeRow, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('email_change_codes')
        .set({ used_at: at })
        .where('id', '=', code.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('users')
        .set({ email: code.email, updated_at: at })
        .where('id', '=', code.user_id)
        .execute();
      return true;
    });
  }
}
