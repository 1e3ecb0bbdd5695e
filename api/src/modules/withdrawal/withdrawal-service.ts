import type { WithdrawAccountResponse } from '@genetype/shared/contracts';
import { WITHDRAWAL_DAYS, WITHDRAWAL_MESSAGES } from '@genetype/shared/contracts';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { conflict, unauthorized } from '../../lib/http-error.js';

/**
 * Requesting and cancelling a withdrawal. Each is one conditional update, so a double submit or
 * two tabs cannot request twice or cancel what is not pending: the loser gets a 409 and nothing
 * changes.
 */
export class WithdrawalService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async request(userId: string): Promise<WithdrawAccountResponse> {
    const now = isoAt(this.clock());
    const result = await this.db
      .updateTable('users')
      .set({ is_withdraw: 1, withdraw_requested_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('is_withdraw', '=', 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      await this.assertExists(userId);
      throw conflict(WITHDRAWAL_MESSAGES.alreadyRequested);
    }
    return {
      message: WITHDRAWAL_MESSAGES.requested,
      isWithdraw: 1,
      remainingDays: WITHDRAWAL_DAYS,
    };
  }

  async cancel(userId: string): Promise<WithdrawAccountResponse> {
    const now = isoAt(this.clock());
    const result = await this.db
      .updateTable('users')
      .set({
        is_withdraw: 0,
        withdraw_requested_at: null,
        purge_lease_until: null,
        updated_at: now,
      })
      .where('id', '=', userId)
      .where('is_withdraw', '=', 1)
      // A member the purge has already claimed is past the 14 days: too late to cancel.
      .where((eb) =>
        eb.or([eb('purge_lease_until', 'is', null), eb('purge_lease_until', '<', now)]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      await this.assertExists(userId);
      throw conflict(WITHDRAWAL_MESSAGES.notRequested);
    }
    return { message: WITHDRAWAL_MESSAGES.cancelled, isWithdraw: 0, remainingDays: null };
  }

  private async assertExists(userId: string): Promise<void> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw unauthorized();
  }
}
