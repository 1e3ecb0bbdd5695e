// The withdrawal request with its proof (issue 37), this feature's own call: the platform's
// `withdrawalApi` stays as the shell uses it (cancel), so its public surface only grows.
import type { WithdrawAccountRequest, WithdrawAccountResponse } from '@genetype/domain/contracts';
import { apiClient } from '@genetype/platform';

/**
 * POST /user/withdrawAccount with "1": the member's password when they have one; a member
 * without one sends none (the API then wants a sign-in of the last few minutes).
 */
export async function requestWithdrawal(password?: string): Promise<WithdrawAccountResponse> {
  const body: WithdrawAccountRequest =
    password === undefined ? { isWithdraw: '1' } : { isWithdraw: '1', password };
  const { data } = await apiClient.post<WithdrawAccountResponse>('/user/withdrawAccount', body);
  return data;
}
