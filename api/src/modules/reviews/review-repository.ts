import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ReviewsTable } from '../../db/schema.js';

export type ReviewRow = Selectable<ReviewsTable>;

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  findByUser(userId: string): Promise<ReviewRow | undefined> {
    return this.db
      .selectFrom('reviews')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async insert(row: ReviewRow): Promise<void> {
    await this.db.insertInto('reviews').values(row).execute();
  }

  /** Updates the member's own review only; false when `id` is not theirs. */
  async update(id: string, userId: string, contents: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('reviews')
      .set({ contents, updated_at: at })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
