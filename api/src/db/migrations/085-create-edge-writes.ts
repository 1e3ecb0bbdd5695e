import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// The request ids of writes the edge sent, one row per request, committed with the write itself
// (db/deadline-dialect.ts): a write the edge sent to a second instance after the first froze is
// applied by one of them only. Kept minutes, not longer; no personal data.
export const createEdgeWrites: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('edge_writes')
      .addColumn('request_id', 'text', (col) => col.primaryKey())
      .addColumn('applied_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('edge_writes_applied_at_idx')
      .on('edge_writes')
      .column('applied_at')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('edge_writes').execute();
  },
};
