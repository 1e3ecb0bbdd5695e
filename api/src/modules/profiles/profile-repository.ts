import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  FriendLinksTable,
  ResultRow,
  ReviewsTable,
  ShareCodesTable,
  UserRow,
} from '../../db/schema.js';

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

  /** The member's own result with its scored sections (the stored SectionOutcome JSON). */
  async ownSections(
    userId: string,
  ): Promise<{ section: string; gene_type: string; outcome: string }[]> {
    const result = await this.db
      .selectFrom('results')
      .select('id')
      .where('owner_id', '=', userId)
      .where('is_self', '=', 1)
      .executeTakeFirst();
    if (!result) return [];
    return this.db
      .selectFrom('section_results')
      .select(['section', 'gene_type', 'outcome'])
      .where('result_id', '=', result.id)
      .orderBy('section')
      .execute();
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

  /** Remembers a friend's code for the member (again: no change). */
  async addFriendLink(row: FriendLinksTable): Promise<void> {
    await this.db
      .insertInto('friend_links')
      .values(row)
      .onConflict((conflict) => conflict.columns(['member_id', 'code']).doNothing())
      .execute();
  }

  /** The member's `limit` latest friends' codes, oldest first. */
  async friendLinks(memberId: string, limit: number): Promise<FriendLinksTable[]> {
    const rows = await this.db
      .selectFrom('friend_links')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('code', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }
}
