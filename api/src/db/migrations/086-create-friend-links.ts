import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// The friends a member may compare with (issue 38): each row is a share code (/s/{code}) the member
// was given, kept on the account so the offer to compare survives sign-up, the test and another
// device. The code is not a foreign key: when its owner makes a new one (revoking the old), the
// row stays but no longer resolves, which is how a revoked link stops every compare that used it.
export const createFriendLinks: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('friend_links')
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('friend_links_pk', ['member_id', 'code'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('friend_links').execute();
  },
};
