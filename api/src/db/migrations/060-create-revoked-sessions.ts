import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// Sessions (refresh-token families) ended before their access tokens expire. Every API instance
// polls the recent rows into memory, so a revoked session's access tokens stop everywhere within
// a poll interval without a database read per request. Rows older than an access token's
// lifetime are useless and pruned. No user id: a family id alone identifies nobody.
export const createRevokedSessions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('revoked_sessions')
      .addColumn('family_id', 'text', (col) => col.primaryKey())
      .addColumn('revoked_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('revoked_sessions_revoked_at_idx')
      .on('revoked_sessions')
      .column('revoked_at')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('revoked_sessions').execute();
  },
};
