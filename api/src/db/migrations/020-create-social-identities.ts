import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// A member's Kakao or Google account, keyed by the provider's own subject (never by e-mail, which
// a provider may not give and a member may change).
export const createSocialIdentities: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('social_identities')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('social_identities_provider_subject_key', ['provider', 'subject'])
      .addUniqueConstraint('social_identities_user_provider_key', ['user_id', 'provider'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('social_identities').execute();
  },
};
