import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Migrations receive an untyped Kysely: they describe the schema, they do not depend on it.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const createUsers: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('nickname', 'text')
      .addColumn('profile_icon', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('section', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('finish_test', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_withdraw', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('withdraw_requested_at', 'text')
      .addColumn('login_type', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // User IDs and nicknames are unique regardless of case ("Alice1" and "alice1" are one member).
    await db.schema
      .createIndex('users_user_id_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(user_id)`)
      .execute();
    await db.schema
      .createIndex('users_nickname_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(nickname)`)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('users').execute();
  },
};
