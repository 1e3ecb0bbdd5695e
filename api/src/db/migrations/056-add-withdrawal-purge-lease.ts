import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
// The withdrawal purge claims a member by setting this lease (claim-by-update), so two API
// instances running the job at once never process the same member; an instance that dies
// mid-purge leaves a lease that simply expires.
export const addWithdrawalPurgeLease: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('purge_lease_until', 'text').execute();
    await db.schema
      .createIndex('users_withdraw_pending_idx')
      .on('users')
      .columns(['is_withdraw', 'withdraw_requested_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('users_withdraw_pending_idx').execute();
    await db.schema.alterTable('users').dropColumn('purge_lease_until').execute();
  },
};
