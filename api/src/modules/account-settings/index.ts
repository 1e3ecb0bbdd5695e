import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  VALIDATION_MESSAGES,
  confirmationCodeFormSchema,
  emailChangeFormSchema,
  nicknameFormSchema,
  passwordChangeSchema,
  passwordSetSchema,
} from '@genetype/shared/validation';
import { authOf } from '../../lib/auth-context.js';
import { sha256 } from '../../lib/crypto.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { validateBody } from '../../lib/validate.js';
import type { AccountSettingsService } from './account-settings-service.js';

// yup's string() turns a number into a string; a settings body with a number where text belongs
// is a client bug, refused with the field's own message rather than saved as "12345".
const TEXT_FIELDS: Record<string, string> = {
  nickname: VALIDATION_MESSAGES.nicknameFormat,
  currentPassword: VALIDATION_MESSAGES.passwordFormat,
  newPassword: VALIDATION_MESSAGES.passwordFormat,
  confirmNewPassword: VALIDATION_MESSAGES.passwordMismatch,
  email: VALIDATION_MESSAGES.emailFormat,
  confirmationCode: VALIDATION_MESSAGES.codeFormat,
};

function refuseNonText(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  for (const [field, value] of Object.entries(body)) {
    const message = TEXT_FIELDS[field];
    if (message && value !== undefined && value !== null && typeof value !== 'string')
      throw badRequest(message);
  }
}

// Guessing the current password from a stolen session: a handful of tries per session and address.
const PASSWORD_ATTEMPTS = { max: 20, timeWindow: 15 * 60_000 } as const;
const PASSWORD_LIMIT_MESSAGE = '비밀번호 변경 요청이 너무 많아요. 15분 뒤에 다시 시도해 주세요.';

const passwordAttemptKey = (request: FastifyRequest) =>
  `update-password:${request.ip}:${sha256(request.headers.authorization ?? '')}`;

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
  app.addHook('preHandler', async (request) => refuseNonText(request.body));

  app.post('/updateNickname', async (request) => {
    const { nickname } = await validateBody(nicknameFormSchema, request.body);
    return { message: await settings.updateNickname(authOf(request).userId, nickname) };
  });

  app.post(
    '/updatePassword',
    {
      config: {
        rateLimit: {
          ...PASSWORD_ATTEMPTS,
          keyGenerator: passwordAttemptKey,
          errorResponseBuilder: () => new HttpError(429, PASSWORD_LIMIT_MESSAGE),
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

  app.post('/updateEmailSendCode', async (request) => {
    const { email } = await validateBody(emailChangeFormSchema, request.body);
    return { message: await settings.sendEmailCode(authOf(request).userId, email) };
  });

  app.post('/updateEmailVerifyCode', async (request) => {
    const { confirmationCode } = await validateBody(confirmationCodeFormSchema, request.body);
    return { message: await settings.verifyEmailCode(authOf(request).userId, confirmationCode) };
  });

  app.post('/updateEmail', async (request) => {
    const { email } = await validateBody(emailChangeFormSchema, request.body);
    return { message: await settings.updateEmail(authOf(request).userId, email) };
  });
}
