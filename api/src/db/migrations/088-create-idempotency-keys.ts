import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// Idempotency keys (issue 36, item 5; lib/idempotency): one row per keyed write, shared by every
// API instance, so that a write the edge moved off a frozen instance is applied once and its answer
// repeated. Rows are pruned after 24 h. The key itself is not stored (only its hash), and the
// answer is sealed with a key derived from it, so the table alone reveals no token it answered.
export const createIdempotencyKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('instance', 'text', (col) => col.notNull())
      .addColumn('holder', 'text', (col) => col.notNull())
      .addColumn('beat', 'integer', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('answer', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created_at_idx')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
    // The heartbeat's rows (in progress, by instance): a few, among a day of finished ones.
    await db.schema
      .createIndex('idempotency_keys_instance_idx')
      .on('idempotency_keys')
      .column('instance')
      .where(sql.ref('status'), 'is', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
