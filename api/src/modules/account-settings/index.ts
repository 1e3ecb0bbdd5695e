import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  confirmationCodeFormSchema,
  emailChangeFormSchema,
  nicknameFormSchema,
  passwordChangeSchema,
  passwordSetSchema,
} from '@genetype/domain/validation';
import { authOf } from '../../lib/auth-context.js';
import { sha256 } from '../../lib/crypto.js';
import { HttpError } from '../../lib/http-error.js';
import { t } from '../../i18n/i18n.js';
import { validateBody } from '../../lib/validate.js';
import type { AccountSettingsService } from './account-settings-service.js';
import {
  updateEmailSchema,
  updateEmailSendCodeSchema,
  updateEmailVerifyCodeSchema,
  updateLanguageSchema,
  updateNicknameSchema,
  updatePasswordSchema,
} from './account-settings-schemas.js';

// Guessing the current password from a stolen session: a handful of tries per session and address.
const PASSWORD_ATTEMPTS = { max: 20, timeWindow: 15 * 60_000 } as const;

const passwordAttemptKey = (request: FastifyRequest) =>
  `update-password:${request.ip}:${sha256(request.headers.authorization ?? '')}`;

// Each code request may answer "taken" for another member's e-mail: the requests themselves are
// counted per member (taken answers included), so a session cannot probe addresses at will.
const EMAIL_CODE_REQUESTS = { max: 10, timeWindow: 60 * 60_000 } as const;

export interface AccountSettingsModuleOptions {
  settings: AccountSettingsService;
  authenticate: preHandlerAsyncHookHandler;
}

/** The settings panel's calls under `/user` (spec §7): nickname, password, e-mail change. */
export async function accountSettingsModule(
  app: FastifyInstance,
  options: AccountSettingsModuleOptions,
): Promise<void> {
  const { settings, authenticate } = options;
  app.addHook('preHandler', authenticate);

  app.post('/updateLanguage', { schema: updateLanguageSchema }, async (request) => {
    const { language } = request.body as { language: 'ko' | 'en' };
    return { message: await settings.updateLanguage(authOf(request).userId, language) };
  });

  app.post('/updateNickname', { schema: updateNicknameSchema }, async (request) => {
    const { nickname } = await validateBody(nicknameFormSchema, request.body);
    return { message: await settings.updateNickname(authOf(request).userId, nickname) };
  });

  app.post(
    '/updatePassword',
    {
      schema: updatePasswordSchema,
      config: {
        rateLimit: {
          ...PASSWORD_ATTEMPTS,
          keyGenerator: passwordAttemptKey,
          errorResponseBuilder: () => new HttpError(429, t('settings:passwordLimit')),
        },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      // The change shape when a password exists, the set shape for a social account without one.
      const input = (await settings.hasPassword(userId))
        ? await validateBody(passwordChangeSchema, request.body)
        : await validateBody(passwordSetSchema, request.body);
      return {
        message: await settings.updatePassword(userId, input, sessionId),
      };
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
      const { email } = await validateBody(emailChangeFormSchema, request.body);
      return { message: await settings.sendEmailCode(authOf(request).userId, email) };
    },
  );

  app.post('/updateEmailVerifyCode', { schema: updateEmailVerifyCodeSchema }, async (request) => {
    const { confirmationCode } = await validateBody(confirmationCodeFormSchema, request.body);
    return { message: await settings.verifyEmailCode(authOf(request).userId, confirmationCode) };
  });

  app.post('/updateEmail', { schema: updateEmailSchema }, async (request) => {
    const { email } = await validateBody(emailChangeFormSchema, request.body);
    return { message: await settings.updateEmail(authOf(request).userId, email) };
  });
}
