import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// One row per identity-check request: the reply must name a request that exists, has not expired
// and has not been used, so a captured reply cannot be replayed.
export const createPhoneVerifications: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('phone_verifications')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('consumed_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('phone_verifications').execute();
  },
};
