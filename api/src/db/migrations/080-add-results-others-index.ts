import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// The people a member answered for (GET /results/others: owner_id = ? and is_self = 0, newest
// first; issue 21, item 5). Through results_owner_idx (owner_id) that read every result of the
// member, their own test included, from the table, dropped the own one by filter and sorted the
// rest; the pages it touched grew with the results table. This partial index holds only the
// results answered for others (a small share of the table), in the order the page lists them, so
// the listing is one index range in order: a member who answered for nobody touches the index
// alone, and the others' rows are read without a sort. The query names is_self = 0 as a literal
// (ResultRepository.listOthers), which is what lets both PostgreSQL and SQLite use a partial
// index. `if not exists`: an operator can build it beforehand on a live database with CREATE
// INDEX CONCURRENTLY under the same name (docs/operations.md, "Migrations 062 and 080 on a large database").
export const addResultsOthersIndex: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('results_others_by_owner_idx')
      .ifNotExists()
      .on('results')
      .columns(['owner_id', 'created_at desc', 'id'])
      .where(sql.ref('is_self'), '=', 0)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('results_others_by_owner_idx').execute();
  },
};
