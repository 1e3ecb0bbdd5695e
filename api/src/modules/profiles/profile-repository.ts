import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResultRow, ReviewsTable, ShareCodesTable, UserRow } from '../../db/schema.js';

/** What a public profile shows besides the member row: the own final type and the review. */
export interface ProfileExtras {
  result: Pick<ResultRow, 'type_id' | 'code'> | undefined;
  review: Pick<ReviewsTable, 'contents' | 'updated_at'> | undefined;
}

/** The profile pages' reads: the member (by ID or nickname), their own result and review. */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  findMember(userId: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  }

  /** Nicknames compare case-insensitively. */
  findMemberByNickname(nickname: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(nickname)`, '=', nickname.toLowerCase())
      .executeTakeFirst();
  }

  async extras(userId: string): Promise<ProfileExtras> {
    const [result, review] = await Promise.all([
      this.db
        .selectFrom('results')
        .select(['type_id', 'code'])
        .where('owner_id', '=', userId)
        .where('is_self', '=', 1)
        .executeTakeFirst(),
      this.db
        .selectFrom('reviews')
        .select(['contents', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return { result, review };
  }

  shareCodeOf(userId: string): Promise<ShareCodesTable | undefined> {
    return this.db
      .selectFrom('share_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  shareCode(code: string): Promise<ShareCodesTable | undefined> {
    return this.db
      .selectFrom('share_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** The member's one short code: a new one replaces the old in one transaction. */
  async replaceShareCode(row: ShareCodesTable): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('share_codes').where('user_id', '=', row.user_id).execute();
      await trx.insertInto('share_codes').values(row).execute();
    });
  }
}
