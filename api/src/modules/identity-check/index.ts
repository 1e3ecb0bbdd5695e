import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type {
  FindAccountResponse,
  PhoneDataResponse,
  PhoneUpdateResponse,
  PhoneVerifyTokenResponse,
} from '@genetype/domain/contracts';
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';
import { authOf } from '../../lib/auth-context.js';
import { HttpError } from '../../lib/http-error.js';
import { addressKey } from '../../lib/rate-limit-keys.js';
import { IdentityCheckService } from './identity-check-service.js';
import { PhoneVerificationRepository } from './phone-verification-repository.js';
import {
  emailByPhoneSchema,
  findEmailSchema,
  phoneDataSchema,
  phoneVerifyTokenSchema,
  updatePhoneSchema,
} from './identity-check-schemas.js';
import { t } from '../../i18n/i18n.js';

/** Identity-check requests per address. */
export const PHONE_VERIFY_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 };

/** Phone identity verification and find account, under `/user` (spec §7). */
export const identityCheckModule: FastifyPluginAsyncTypebox = async (app) => {
  const { config, authenticate } = app;
  const identityCheck = new IdentityCheckService(
    config.providers.identityCheck,
    new PhoneVerificationRepository(app.db),
    app.users,
    app.clock,
    config.corsOrigins,
  );

  // Each request is a stored row and a provider transaction: a person needs a handful, not hundreds.
  app.get(
    '/getPhoneVerifyToken',
    {
      schema: phoneVerifyTokenSchema,
      config: {
        rateLimit: {
          max: PHONE_VERIFY_RATE_LIMIT.max,
          timeWindow: PHONE_VERIFY_RATE_LIMIT.windowMs,
          keyGenerator: (request: FastifyRequest) => `phone-verify:${addressKey(request.ip)}`,
          errorResponseBuilder: () => new HttpError(429, t('identity:tooMany')),
        },
      },
    },
    async (request): Promise<PhoneVerifyTokenResponse> => {
      const created = await identityCheck.createRequest(request.query.returnUrl);
      return { success: true, ...created };
    },
  );

  app.get(
    '/getPhoneData',
    { schema: phoneDataSchema },
    async (request): Promise<PhoneDataResponse> => ({
      success: true,
      data: await identityCheck.peek(request.query.EncodeData),
    }),
  );

  app.get(
    '/updatePhoneNumberByAuthentication',
    { schema: updatePhoneSchema, preHandler: authenticate },
    async (request): Promise<PhoneUpdateResponse> => {
      const phoneNumber = await identityCheck.updatePhoneNumber(
        authOf(request).userId,
        request.query.EncodeData,
      );
      return { success: true, message: IDENTITY_CHECK_MESSAGES.phoneUpdated, data: phoneNumber };
    },
  );

  app.get(
    '/emailAuthenticationByPhone',
    { schema: emailByPhoneSchema },
    async (request): Promise<FindAccountResponse> =>
      identityCheck.findAccounts(request.query.EncodeData),
  );

  app.post(
    '/findEmail',
    { schema: findEmailSchema },
    async (request): Promise<FindAccountResponse> =>
      identityCheck.findAccounts(request.body.EncodeData, request.body.phoneNumber),
  );
};

export default identityCheckModule;
export const autoPrefix = '/user';
