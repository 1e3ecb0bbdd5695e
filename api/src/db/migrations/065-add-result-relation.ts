import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// A person answered for: their relation to the member (child, parent, spouse, sibling, other;
// shared/src/domain/family.ts). Null for the member's own result and for results made before.
export const addResultRelation: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('results').addColumn('relation', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('results').dropColumn('relation').execute();
  },
};
