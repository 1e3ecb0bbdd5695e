import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { WithdrawAccountResponse } from '@genetype/shared/contracts';
import { authOf } from '../../lib/auth-context.js';
import type { WithdrawalService } from './withdrawal-service.js';
import { withdrawAccountSchema } from './withdrawal-schemas.js';

export interface WithdrawalModuleOptions {
  withdrawal: WithdrawalService;
  authenticate: preHandlerAsyncHookHandler;
}

/** POST /user/withdrawAccount: request ("1") or cancel ("0") the member's withdrawal. */
export const withdrawalModule: FastifyPluginAsyncTypebox<WithdrawalModuleOptions> = async (
  app,
  options,
) => {
  const { withdrawal, authenticate } = options;

  app.post(
    '/withdrawAccount',
    { schema: withdrawAccountSchema, preHandler: authenticate },
    async (request): Promise<WithdrawAccountResponse> => {
      const { isWithdraw } = request.body;
      const { userId } = authOf(request);
      return isWithdraw === '1' ? withdrawal.request(userId) : withdrawal.cancel(userId);
    },
  );
};
