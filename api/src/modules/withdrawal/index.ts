import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { WithdrawAccountResponse } from '@genetype/domain/contracts';
import { WITHDRAWAL_MESSAGES } from '@genetype/domain/contracts';
import { mixed, object } from 'yup';
import { authOf } from '../../lib/auth-context.js';
import { validateBody } from '../../lib/validate.js';
import type { WithdrawalService } from './withdrawal-service.js';
import { withdrawAccountSchema } from './withdrawal-schemas.js';

export interface WithdrawalModuleOptions {
  withdrawal: WithdrawalService;
  authenticate: preHandlerAsyncHookHandler;
}

// The spec sends the text "1" (request) or "0" (cancel); numbers are accepted as the same values.
const withdrawSchema = object({
  isWithdraw: mixed<'0' | '1'>()
    .transform((value: unknown) => (value === 1 || value === 0 ? String(value) : value))
    .oneOf(['0', '1'], WITHDRAWAL_MESSAGES.invalid)
    .required(WITHDRAWAL_MESSAGES.invalid),
});

/** POST /user/withdrawAccount: request ("1") or cancel ("0") the member's withdrawal. */
export async function withdrawalModule(
  app: FastifyInstance,
  options: WithdrawalModuleOptions,
): Promise<void> {
  const { withdrawal, authenticate } = options;

  app.post(
    '/withdrawAccount',
    { schema: withdrawAccountSchema, preHandler: authenticate },
    async (request): Promise<WithdrawAccountResponse> => {
      const { isWithdraw } = await validateBody(withdrawSchema, request.body);
      const { userId } = authOf(request);
      return isWithdraw === '1' ? withdrawal.request(userId) : withdrawal.cancel(userId);
    },
  );
}
