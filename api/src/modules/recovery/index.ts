import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  RECOVERY_MESSAGES,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from '@genetype/domain/validation';
import type { RateLimitConfig } from '../../config.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { validateBody } from '../../lib/validate.js';
import { waitText } from '../../lib/wait-text.js';
import type { RecoveryService } from './recovery-service.js';
import {
  checkResetTokenSchema,
  forgotPasswordSchema as forgotPasswordRouteSchema,
  resetPasswordSchema as resetPasswordRouteSchema,
} from './recovery-schemas.js';
import { t } from '../../i18n/i18n.js';

export interface RecoveryModuleOptions {
  recovery: RecoveryService;
  forgotPasswordRateLimit: RateLimitConfig;
  /** Every forgot-password answer takes at least this long (hides whether a mail was sent). */
  minimumResponseMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every forgot-password answer takes at least this long, mail or no mail. */
export const FORGOT_PASSWORD_MINIMUM_MS = 250;

async function validToken(token: string): Promise<string> {
  if (!resetTokenSchema.isValidSync(token)) throw badRequest(RECOVERY_MESSAGES.resetTokenInvalid);
  return token;
}

/** Forgot and reset password under `/user` (spec §4). */
export async function recoveryModule(
  app: FastifyInstance,
  options: RecoveryModuleOptions,
): Promise<void> {
  const {
    recovery,
    forgotPasswordRateLimit,
    minimumResponseMs = FORGOT_PASSWORD_MINIMUM_MS,
  } = options;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/forgotPassword',
    {
      schema: forgotPasswordRouteSchema,
      config: {
        rateLimit: {
          max: forgotPasswordRateLimit.max,
          timeWindow: forgotPasswordRateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `forgot-password:${request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, t('recovery:limited', { wait: waitText(context.ttl) })),
        },
      },
    },
    async (request) => {
      const started = Date.now();
      const body = await validateBody(forgotPasswordSchema, request.body);
      const answer = await recovery.requestReset(body.email);
      const left = minimumResponseMs - (Date.now() - started);
      if (left > 0) await sleep(left);
      return answer;
    },
  );

  routes.get('/resetPassword/:token', { schema: checkResetTokenSchema }, async (request) => {
    await recovery.checkToken(await validToken(request.params.token));
    return { message: t('recovery:resetValid') };
  });

  routes.post('/resetPassword/:token', { schema: resetPasswordRouteSchema }, async (request) => {
    const token = await validToken(request.params.token);
    const body = await validateBody(resetPasswordSchema, request.body);
    await recovery.resetPassword(token, body.newPassword);
    return { message: t('recovery:resetDone') };
  });
}
