import type { WithdrawAccountResponse } from '@genetype/domain/contracts';
import {
  WITHDRAWAL_DAYS,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_REAUTH_MINUTES,
} from '@genetype/domain/contracts';
import type { AuthContext } from '../../lib/auth-context.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { HttpError, badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { WithdrawalRepository } from './withdrawal-repository.js';

const REAUTH_MS = WITHDRAWAL_REAUTH_MINUTES * 60_000;

/**
 * Requesting and cancelling a withdrawal. Each is one conditional update, so a double submit or
 * two tabs cannot request twice or cancel what is not pending: the loser gets a 409 and nothing
 * changes. A request proves it is the member asking, not whoever found their session open: the
 * password, or for a member without one a provider sign-in of the last few minutes.
 */
export class WithdrawalService {
  constructor(
    private readonly withdrawals: WithdrawalRepository,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async request(
    caller: AuthContext,
    password: string | undefined,
  ): Promise<WithdrawAccountResponse> {
    const { userId } = caller;
    await this.assertItIsTheMember(caller, password);
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

  private async assertItIsTheMember(caller: AuthContext, password: string | undefined) {
    const member = await this.withdrawals.findCredentials(caller.userId);
    if (!member) throw unauthorized();
    if (member.password_hash !== null) {
      if (!password) throw badRequest(WITHDRAWAL_MESSAGES.passwordRequired);
      if (!(await this.passwords.verify(member.password_hash, password)))
        throw badRequest(WITHDRAWAL_MESSAGES.passwordWrong);
      return;
    }
    // Social sign-in only: the session must have begun with a provider sign-in moments ago (the
    // same Kakao or Google flow as any login). Not 401, which the client reads as a dead session.
    const started = caller.sessionId
      ? await this.withdrawals.sessionStartedAt(caller.userId, caller.sessionId)
      : undefined;
    if (!started || this.clock() - Date.parse(started) > REAUTH_MS)
      throw new HttpError(403, WITHDRAWAL_MESSAGES.reauthRequired);
  }

  private async assertExists(userId: string): Promise<void> {
    if (!(await this.withdrawals.memberExists(userId))) throw unauthorized();
  }
}
