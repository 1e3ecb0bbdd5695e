import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// answers_question_id_idx (migration 062) goes (issue 35). It served one rare case: a migration of
// the question bank removing or renaming a question, whose foreign-key check would otherwise scan
// every saved answer. Its cost fell on every scoring instead: a section's 44 answers land in 44
// places of an index ordered by question, so each COMMIT wrote dozens of index pages more (on
// SQLite ≈ 900 µs of API CPU per scoring, most of calculateResult's cost; docs/benchmarks.md,
// "Scoring's CPU"). The bank changes only by migration, and a migration that removes or renames
// a question builds this index first and drops it after (docs/operations.md, "Migration 085").
export const dropAnswersQuestionIndex: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('answers_question_id_idx').ifExists().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .createIndex('answers_question_id_idx')
      .ifNotExists()
      .on('answers')
      .column('question_id')
      .execute();
  },
};
