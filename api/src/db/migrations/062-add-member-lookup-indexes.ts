import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// Lookups that scanned whole tables growing with members (issue 21, found by EXPLAIN on a seeded
// database; test/query-plans.test.ts keeps them found):
// - find account by phone: users by phone_number, newest first;
// - the identity check's clean-up on every request: phone_verifications by expires_at;
// - answers.question_id, the referencing side of answers → questions: without it, changing or
//   removing a question (a bank migration) checks the reference by scanning every saved answer.
//   It is built once here.
// `if not exists`: on a large live database an operator can build them beforehand without
// blocking writes (CREATE INDEX CONCURRENTLY, same names; docs/runbook.md "Capacity and pool
// size"), and this migration then only records them.
export const addMemberLookupIndexes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('users_phone_number_idx')
      .ifNotExists()
      .on('users')
      .columns(['phone_number', 'created_at'])
      .execute();
    await db.schema
      .createIndex('answers_question_id_idx')
      .ifNotExists()
      .on('answers')
      .column('question_id')
      .execute();
    await db.schema
      .createIndex('phone_verifications_expires_at_idx')
      .ifNotExists()
      .on('phone_verifications')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('phone_verifications_expires_at_idx').execute();
    await db.schema.dropIndex('answers_question_id_idx').execute();
    await db.schema.dropIndex('users_phone_number_idx').execute();
  },
};
