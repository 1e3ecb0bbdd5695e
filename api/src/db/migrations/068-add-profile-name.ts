import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// The name a social member's provider gave (Kakao's profile nickname, Google's `name` claim): they
// are called by it until they choose a nickname, instead of a generated ID like "kakao39327301".
export const addProfileName: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('profile_name', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('profile_name').execute();
  },
};
