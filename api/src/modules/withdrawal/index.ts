import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WithdrawAccountResponse } from '@genetype/domain/contracts';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../lib/auth-context.js';
import { sha256 } from '../../lib/crypto.js';
import { HttpError } from '../../lib/http-error.js';
import { t } from '../../i18n/i18n.js';
import { WithdrawalService } from './withdrawal-service.js';
import { WithdrawalPurger, schedulePurge } from './withdrawal-purger.js';
import { WithdrawalRepository } from './withdrawal-repository.js';
import { withdrawAccountSchema } from './withdrawal-schemas.js';

const PASSWORD_ATTEMPTS = { max: 20, timeWindow: 15 * 60_000 } as const;

/** POST /user/withdrawAccount: request ("1") or cancel ("0") the member's withdrawal. */
export const withdrawalModule: FastifyPluginAsyncTypebox = async (app) => {
  const { config, clock, authenticate } = app;
  const withdrawal = new WithdrawalService(new WithdrawalRepository(app.db), app.passwords, clock);
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
    {
      schema: withdrawAccountSchema,
      preHandler: authenticate,
      config: {
        // Guessing the password from a stolen session: a handful of tries per session and address.
        rateLimit: {
          ...PASSWORD_ATTEMPTS,
          keyGenerator: (request: FastifyRequest) =>
            `withdraw:${request.ip}:${sha256(request.headers.authorization ?? '')}`,
          errorResponseBuilder: () => new HttpError(429, t('withdrawal:attemptLimit')),
        },
      },
    },
    async (request): Promise<WithdrawAccountResponse> => {
      const { isWithdraw, password } = request.body;
      const caller = authOf(request);
      return isWithdraw === '1'
        ? withdrawal.request(caller, password ?? undefined)
        : withdrawal.cancel(caller.userId);
    },
  );
};

export default withdrawalModule;
export const autoPrefix = '/user';
