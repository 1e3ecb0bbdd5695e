import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// Field metrics (issue #39): one row per module on a sampled page view, so the rollout command's
// per-version summary is one indexed read. Shared by both API instances; rows older than the
// window (48 h, telemetry-repository.ts) are pruned as reports arrive.
export const createFieldViews: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('field_views')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('view_id', 'text', (col) => col.notNull())
      .addColumn('module', 'text', (col) => col.notNull())
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('route', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('errors', 'integer', (col) => col.notNull())
      .addColumn('lcp', 'double precision')
      .addColumn('inp', 'double precision')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('field_views_module_created_at_idx')
      .on('field_views')
      .columns(['module', 'created_at'])
      .execute();
    await db.schema
      .createIndex('field_views_created_at_idx')
      .on('field_views')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('field_views').execute();
  },
};
