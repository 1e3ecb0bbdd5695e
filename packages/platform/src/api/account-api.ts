// Cancelling a pending withdrawal (spec §7; docs/api.md): the shell's notice at login and my page
// both offer it. The request with its proof is my page's own call.
import type { WithdrawAccountResponse } from '@genetype/domain/contracts';
import { apiClient } from './client.js';

export const withdrawalApi = {
  /** `isWithdraw: '1'` requests the withdrawal; `'0'` cancels a pending one. */
  async withdrawAccount(isWithdraw: '0' | '1'): Promise<WithdrawAccountResponse> {
    const { data } = await apiClient.post<WithdrawAccountResponse>('/user/withdrawAccount', {
      isWithdraw,
    });
    return data;
  },
};
