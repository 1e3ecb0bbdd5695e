import type { Kysely, Migration } from 'kysely';

// E-mail change codes (settings): stored only as a keyed digest, single use, expiring, and
// counted per member for the hourly limit.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const createEmailChangeCodes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('email_change_codes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      /** The new address, lower-cased. */
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('verified_at', 'text')
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('email_change_codes_user_idx')
      .on('email_change_codes')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('email_change_codes').execute();
  },
};
