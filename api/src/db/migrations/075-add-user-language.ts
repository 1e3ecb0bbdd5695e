import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// The language a member chose ('ko' | 'en'; issue 18): applied at login on any device. Null until
// they choose, so the browser's language still decides for them.
export const addUserLanguage: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};
