import type { WithdrawAccountResponse } from '@genetype/domain/contracts';
import { WITHDRAWAL_DAYS, WITHDRAWAL_MESSAGES } from '@genetype/domain/contracts';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { conflict, unauthorized } from '../../lib/http-error.js';
import type { WithdrawalRepository } from './withdrawal-repository.js';

/**
 * Requesting and cancelling a withdrawal. Each is one conditional update, so a double submit or
 * two tabs cannot request twice or cancel what is not pending: the loser gets a 409 and nothing
 * changes.
 */
export class WithdrawalService {
  constructor(
    private readonly withdrawals: WithdrawalRepository,
    private readonly clock: Clock,
  ) {}

  async request(userId: string): Promise<WithdrawAccountResponse> {
    const now = isoAt(this.clock());
    if (!(await this.withdrawals.markRequested(userId, now))) {
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
    // A member the purge has already claimed is past the 14 days: too late to cancel.
    if (!(await this.withdrawals.cancelRequest(userId, now))) {
      await this.assertExists(userId);
      throw conflict(WITHDRAWAL_MESSAGES.notRequested);
    }
    return { message: WITHDRAWAL_MESSAGES.cancelled, isWithdraw: 0, remainingDays: null };
  }

  private async assertExists(userId: string): Promise<void> {
    if (!(await this.withdrawals.memberExists(userId))) throw unauthorized();
  }
}
