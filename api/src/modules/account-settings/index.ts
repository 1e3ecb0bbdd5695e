import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { passwordChangeSchema, passwordSetSchema } from '@genetype/domain/validation';
import { authOf } from '../../lib/auth-context.js';
import { HttpError } from '../../lib/http-error.js';
import { t } from '../../i18n/i18n.js';
import { formBody } from '../../lib/validate.js';
import { AccountSettingsService } from './account-settings-service.js';
import type { PasswordInput } from './account-settings-service.js';
import { AccountSettingsRepository } from './account-settings-repository.js';
import {
  PasswordBody,
  settingsCall,
  updateEmailSchema,
  updateEmailSendCodeSchema,
  updateEmailVerifyCodeSchema,
  updateLanguageSchema,
  updateNicknameSchema,
  updatePasswordSummary,
} from './account-settings-schemas.js';

// Guessing the current password from a stolen session: a handful of tries per member, whatever
// the session, the address or the spelling of its Authorization header (issue 36: a count per
// header text gave every `bearer`/`BEARER`/extra-space spelling of one token 20 fresh guesses).
const PASSWORD_ATTEMPTS = { max: 20, timeWindow: 15 * 60_000 } as const;

const passwordAttemptKey = (request: FastifyRequest) => `update-password:${authOf(request).userId}`;

// Each code request may answer "taken" for another member's e-mail: the requests themselves are
// counted per member (taken answers included), so a session cannot probe addresses at will.
const EMAIL_CODE_REQUESTS = { max: 10, timeWindow: 60 * 60_000 } as const;

/** The settings panel's calls under `/user` (spec §7): nickname, password, e-mail change. */
export const accountSettingsModule: FastifyPluginAsyncTypebox = async (app) => {
  const settings = new AccountSettingsService(
    new AccountSettingsRepository(app.db),
    app.passwords,
    app.mailer,
    app.clock,
    app.config.jwtSecret,
    app.revocations,
    app.config.recovery.appUrl,
    app.log,
  );
  const { authenticate } = app;
  app.addHook('preHandler', authenticate);

  // The change form when the account has a password, the set form for a social account without one.
  const updatePasswordSchema = settingsCall(
    updatePasswordSummary,
    formBody<PasswordInput>(
      PasswordBody,
      async (request) =>
        (await settings.hasPassword(authOf(request).userId))
          ? passwordChangeSchema
          : passwordSetSchema,
      // Documented: the change form, which every account accepts (the set form ignores a
      // currentPassword), while a password account refuses a request without one.
      passwordChangeSchema,
    ),
  );

  app.post('/updateLanguage', { schema: updateLanguageSchema }, async (request) => {
    const { language } = request.body;
    return { message: await settings.updateLanguage(authOf(request).userId, language) };
  });

  app.post('/updateNickname', { schema: updateNicknameSchema }, async (request) => {
    const { nickname } = request.body;
    return { message: await settings.updateNickname(authOf(request).userId, nickname) };
  });

  app.post(
    '/updatePassword',
    {
      schema: updatePasswordSchema,
      config: {
        rateLimit: {
          ...PASSWORD_ATTEMPTS,
          // After authentication, so the key is the member.
          hook: 'preHandler',
          keyGenerator: passwordAttemptKey,
          errorResponseBuilder: () => new HttpError(429, t('settings:passwordLimit')),
        },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      return { message: await settings.updatePassword(userId, request.body, sessionId) };
    },
  );

  app.post(
    '/updateEmailSendCode',
    {
      schema: updateEmailSendCodeSchema,
      config: {
        rateLimit: {
          ...EMAIL_CODE_REQUESTS,
          // After authentication, so the key is the member.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `email-code:${authOf(request).userId}`,
          errorResponseBuilder: () => new HttpError(429, t('settings:emailCodeRequestLimit')),
        },
      },
    },
    async (request) => {
      const { email } = request.body;
      return { message: await settings.sendEmailCode(authOf(request).userId, email) };
    },
  );

  app.post('/updateEmailVerifyCode', { schema: updateEmailVerifyCodeSchema }, async (request) => {
    const { confirmationCode } = request.body;
    return { message: await settings.verifyEmailCode(authOf(request).userId, confirmationCode) };
  });

  app.post('/updateEmail', { schema: updateEmailSchema }, async (request) => {
    const { email } = request.body;
    return { message: await settings.updateEmail(authOf(request).userId, email) };
  });
};

export default accountSettingsModule;
export const autoPrefix = '/user';
