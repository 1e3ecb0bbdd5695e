import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { RECOVERY_MESSAGES, resetTokenSchema } from '@genetype/domain/validation';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { waitText } from '../../lib/wait-text.js';
import { RecoveryService } from './recovery-service.js';
import { ResetTokenRepository } from './reset-token-repository.js';
import type { AppOptions } from '../../lib/app-options.js';
import { addressKey } from '../../lib/rate-limit-keys.js';
import {
  checkResetTokenSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from './recovery-schemas.js';
import { t } from '../../i18n/i18n.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every forgot-password answer takes at least this long, mail or no mail. */
export const FORGOT_PASSWORD_MINIMUM_MS = 250;

async function validToken(token: string): Promise<string> {
  if (!resetTokenSchema.isValidSync(token)) throw badRequest(RECOVERY_MESSAGES.resetTokenInvalid);
  return token;
}

/** Forgot and reset password under `/user` (spec §4). */
export const recoveryModule: FastifyPluginAsyncTypebox<AppOptions> = async (
  app,
  { dependencies },
) => {
  const { config } = app;
  const recovery = new RecoveryService(
    app.users,
    new ResetTokenRepository(app.db),
    app.passwords,
    app.mailer,
    app.clock,
    config.recovery,
    app.log,
    app.revocations,
  );
  const { forgotPasswordRateLimit } = config;
  // Every forgot-password answer takes at least this long (hides whether a mail was sent).
  const minimumResponseMs = dependencies.forgotPasswordMinimumMs ?? FORGOT_PASSWORD_MINIMUM_MS;

  app.post(
    '/forgotPassword',
    {
      schema: forgotPasswordSchema,
      config: {
        rateLimit: {
          max: forgotPasswordRateLimit.max,
          timeWindow: forgotPasswordRateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `forgot-password:${addressKey(request.ip)}`,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, t('recovery:limited', { wait: waitText(context.ttl) })),
        },
      },
    },
    async (request) => {
      const started = Date.now();
      const answer = await recovery.requestReset(request.body.email);
      const left = minimumResponseMs - (Date.now() - started);
      if (left > 0) await sleep(left);
      return answer;
    },
  );

  app.get('/resetPassword/:token', { schema: checkResetTokenSchema }, async (request) => {
    await recovery.checkToken(await validToken(request.params.token));
    return { message: t('recovery:resetValid') };
  });

  app.post(
    '/resetPassword/:token',
    {
      schema: resetPasswordSchema,
      // The link before the form: a dead link says so whatever the passwords typed.
      preHandler: async (request) => {
        await validToken(request.params.token);
      },
    },
    async (request) => {
      await recovery.resetPassword(request.params.token, request.body.newPassword);
      return { message: t('recovery:resetDone') };
    },
  );
};

export default recoveryModule;
export const autoPrefix = '/user';
