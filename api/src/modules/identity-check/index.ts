import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {
  FindAccountResponse,
  PhoneDataResponse,
  PhoneUpdateResponse,
  PhoneVerifyTokenResponse,
} from '@genetype/domain/contracts';
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';
import { object, string } from 'yup';
import { phoneNumberSchema } from '@genetype/domain/validation';
import { authOf } from '../../lib/auth-context.js';
import { HttpError } from '../../lib/http-error.js';
import { validateBody } from '../../lib/validate.js';
import type { IdentityCheckService } from './identity-check-service.js';
import {
  emailByPhoneSchema,
  findEmailSchema as findEmailRouteSchema,
  phoneDataSchema,
  phoneVerifyTokenSchema,
  updatePhoneSchema,
} from './identity-check-schemas.js';
import { t } from '../../i18n/i18n.js';

export interface IdentityCheckModuleOptions {
  identityCheck: IdentityCheckService;
  authenticate: preHandlerAsyncHookHandler;
}

const findEmailSchema = object({
  phoneNumber: phoneNumberSchema,
  EncodeData: string()
    .typeError(IDENTITY_CHECK_MESSAGES.failed)
    .required(IDENTITY_CHECK_MESSAGES.failed),
});

/** Identity-check requests per address. */
export const PHONE_VERIFY_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 };

const queryOf = (request: { query: unknown }) => (request.query ?? {}) as Record<string, unknown>;

/** Phone identity verification and find account, under `/user` (spec §7). */
export async function identityCheckModule(
  app: FastifyInstance,
  options: IdentityCheckModuleOptions,
): Promise<void> {
  const { identityCheck, authenticate } = options;

  // Each request is a stored row and a provider transaction: a person needs a handful, not hundreds.
  app.get(
    '/getPhoneVerifyToken',
    {
      schema: phoneVerifyTokenSchema,
      config: {
        rateLimit: {
          max: PHONE_VERIFY_RATE_LIMIT.max,
          timeWindow: PHONE_VERIFY_RATE_LIMIT.windowMs,
          keyGenerator: (request: FastifyRequest) => `phone-verify:${request.ip}`,
          errorResponseBuilder: () => new HttpError(429, t('identity:tooMany')),
        },
      },
    },
    async (request): Promise<PhoneVerifyTokenResponse> => {
      const returnUrl = queryOf(request).returnUrl;
      const created = await identityCheck.createRequest(
        typeof returnUrl === 'string' ? returnUrl : undefined,
      );
      return { success: true, ...created };
    },
  );

  app.get(
    '/getPhoneData',
    { schema: phoneDataSchema },
    async (request): Promise<PhoneDataResponse> => ({
      success: true,
      data: await identityCheck.peek(queryOf(request).EncodeData),
    }),
  );

  app.get(
    '/updatePhoneNumberByAuthentication',
    { schema: updatePhoneSchema, preHandler: authenticate },
    async (request): Promise<PhoneUpdateResponse> => {
      const phoneNumber = await identityCheck.updatePhoneNumber(
        authOf(request).userId,
        queryOf(request).EncodeData,
      );
      return { success: true, message: IDENTITY_CHECK_MESSAGES.phoneUpdated, data: phoneNumber };
    },
  );

  app.get(
    '/emailAuthenticationByPhone',
    { schema: emailByPhoneSchema },
    async (request): Promise<FindAccountResponse> =>
      identityCheck.findAccounts(queryOf(request).EncodeData),
  );

  app.post(
    '/findEmail',
    { schema: findEmailRouteSchema },
    async (request): Promise<FindAccountResponse> => {
      const body = await validateBody(findEmailSchema, request.body);
      return identityCheck.findAccounts(body.EncodeData, body.phoneNumber);
    },
  );
}
