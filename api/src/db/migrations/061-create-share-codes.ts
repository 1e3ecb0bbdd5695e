import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// Short share addresses (/s/{code}): one per member (unique user_id), naming the nickname it was
// made for and the sealed profile-share token it resolves to, until expires_at (ISO-8601).
export const createShareCodes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('share_codes')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('nickname', 'text', (col) => col.notNull())
      .addColumn('token', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('share_codes').execute();
  },
};
