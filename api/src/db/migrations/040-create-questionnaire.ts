import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { QUESTION_BANK } from '../../modules/questions/bank/index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
export const createQuestionnaire: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('questions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('section', 'text', (col) => col.notNull())
      .addColumn('number', 'integer', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('pole', 'text', (col) => col.notNull())
      .addColumn('weight', 'integer', (col) => col.notNull())
      .addColumn('repeat_of', 'text', (col) => col.references('questions.id'))
      .addUniqueConstraint('questions_section_number_key', ['section', 'number'])
      .execute();

    // A result is a member's own test (is_self = 1, at most one) or one answered for a named person.
    await db.schema
      .createTable('results')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('is_self', 'integer', (col) => col.notNull())
      .addColumn('subject_name', 'text')
      .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('code', 'text')
      .addColumn('type_id', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('results_one_self_per_owner')
      .on('results')
      .column('owner_id')
      .unique()
      .where(sql.ref('is_self'), '=', 1)
      .execute();
    await db.schema.createIndex('results_owner_idx').on('results').column('owner_id').execute();

    // One row per scored section: the primary key is what makes a double submit harmless.
    await db.schema
      .createTable('section_results')
      .addColumn('result_id', 'text', (col) =>
        col.notNull().references('results.id').onDelete('cascade'),
      )
      .addColumn('section', 'text', (col) => col.notNull())
      .addColumn('gene_type', 'text', (col) => col.notNull())
      .addColumn('outcome', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('section_results_pkey', ['result_id', 'section'])
      .execute();

    await db.schema
      .createTable('answers')
      .addColumn('result_id', 'text', (col) =>
        col.notNull().references('results.id').onDelete('cascade'),
      )
      .addColumn('question_id', 'text', (col) => col.notNull().references('questions.id'))
      .addColumn('answer', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('answers_pkey', ['result_id', 'question_id'])
      .execute();

    // Originals first: a repeat references its original.
    const rows = QUESTION_BANK.map((q) => ({
      id: q.id,
      section: q.section,
      number: q.number,
      text: q.text,
      pole: q.pole,
      weight: q.weight,
      repeat_of: q.repeatOf,
    }));
    const originals = rows.filter((row) => row.repeat_of === null);
    const repeats = rows.filter((row) => row.repeat_of !== null);
    for (const batch of [originals, repeats])
      await db.insertInto('questions').values(batch).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('answers').execute();
    await db.schema.dropTable('section_results').execute();
    await db.schema.dropTable('results').execute();
    await db.schema.dropTable('questions').execute();
  },
};
