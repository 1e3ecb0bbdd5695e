import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export const createRemoteTelemetry: Migration = {
  async up(db: Kysely<any>) {
    // One row per day, module, version, stage and (hashed) bucket: the table grows with members,
    // not with page loads, and counting members is counting rows.
    await db.schema
      .createTable('remote_loads')
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('module', 'text', (col) => col.notNull())
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('stage', 'text', (col) => col.notNull())
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('loads', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('first_at', 'text', (col) => col.notNull())
      .addColumn('last_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('remote_loads_pk', ['day', 'module', 'version', 'stage', 'bucket'])
      .execute();
    await db.schema
      .createIndex('remote_loads_last_at_idx')
      .on('remote_loads')
      .column('last_at')
      .execute();
    await db.schema
      .createTable('remote_failures')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('module', 'text', (col) => col.notNull())
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('stage', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('detail', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('remote_failures_created_at_idx')
      .on('remote_failures')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('remote_failures').execute();
    await db.schema.dropTable('remote_loads').execute();
  },
};
