import type { Kysely, Migration } from 'kysely';

// One row per member: when each consent of /agreement (or /marketing) was given, and the age
// check with the legal guardian's consent for members under 14 (DESIGN §5).
/* eslint-disable @typescript-eslint/no-explicit-any */
export const createUserConsents: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('user_consents')
      .addColumn('user_id', 'text', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('terms_agreed_at', 'text', (col) => col.notNull())
      .addColumn('privacy_agreed_at', 'text', (col) => col.notNull())
      .addColumn('marketing_agreed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('marketing_agreed_at', 'text')
      .addColumn('birth_date', 'text', (col) => col.notNull())
      .addColumn('guardian_name', 'text')
      .addColumn('guardian_phone', 'text')
      .addColumn('guardian_agreed_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('user_consents').execute();
  },
};
