import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// One review per member (spec §3): the unique user_id makes a second post a conflict, not a row.
export const createReviews: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('reviews')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('contents', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('reviews').execute();
  },
};
