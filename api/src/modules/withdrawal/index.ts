import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WithdrawAccountResponse } from '@genetype/domain/contracts';
import { authOf } from '../../lib/auth-context.js';
import { WithdrawalService } from './withdrawal-service.js';
import { WithdrawalPurger, schedulePurge } from './withdrawal-purger.js';
import { WithdrawalRepository } from './withdrawal-repository.js';
import { withdrawAccountSchema } from './withdrawal-schemas.js';

/** POST /user/withdrawAccount: request ("1") or cancel ("0") the member's withdrawal. */
export const withdrawalModule: FastifyPluginAsyncTypebox = async (app) => {
  const { config, clock, authenticate } = app;
  const withdrawal = new WithdrawalService(new WithdrawalRepository(app.db), clock);
  // The purge that completes a withdrawal 14 days after its request (issue #4).
  if (config.withdrawalPurgeIntervalMs !== null) {
    const schedule = schedulePurge(
      new WithdrawalPurger(new WithdrawalRepository(app.db), clock, {
        revocations: app.revocations,
      }),
      config.withdrawalPurgeIntervalMs,
      app.log,
    );
    app.addHook('onClose', async () => schedule.stop());
  }

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

export default withdrawalModule;
export const autoPrefix = '/user';
