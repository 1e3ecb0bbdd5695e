import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export const createRefreshTokens: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('family_id', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('replaced_by', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('refresh_tokens_family_idx')
      .on('refresh_tokens')
      .column('family_id')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_user_idx')
      .on('refresh_tokens')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('refresh_tokens').execute();
  },
};
