import type { Kysely, Migration } from 'kysely';

// Forgot-password tokens: stored only as a SHA-256 digest, single-use, expiring.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const createPasswordResetTokens: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_idx')
      .on('password_reset_tokens')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('password_reset_tokens').execute();
  },
};
