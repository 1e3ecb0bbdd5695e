// Phone identity check and find account: structure and hard limits (phoneNumberSchema and the
// sealed EncodeData checks of the service hold the rules).
import { Type } from '@sinclair/typebox';
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';
import { VALIDATION_MESSAGES as M, phoneNumberSchema } from '@genetype/domain/validation';
import { object, string } from 'yup';
import {
  Closed,
  FormText,
  MEMBER_SECURITY,
  NullableString,
  SessionHeaders,
  Text,
  routeSchema,
} from '../../lib/schema.js';
import { formBody } from '../../lib/validate.js';

const FAILED = IDENTITY_CHECK_MESSAGES.failed;

const findEmailRules = object({
  phoneNumber: phoneNumberSchema,
  EncodeData: string().typeError(FAILED).required(FAILED),
});
const SealedReply = Text(16_384, {
  description: "The provider's sealed reply",
  errorMessage: FAILED,
});
const EncodeData = Type.Optional(SealedReply);
/** Required: the service's own refusal of a missing one says the same words. */
const EncodeDataQuery = Closed({ EncodeData: SealedReply }, { errorMessage: FAILED });

export const FindAccountSchema = Type.Object({
  success: Type.Boolean(),
  data: NullableString(),
  userId: NullableString(),
  message: Type.String(),
  accounts: Type.Array(Type.Object({ email: Type.String(), userId: Type.String() })),
});

export const phoneVerifyTokenSchema = routeSchema('identity check', {
  summary: "Start an identity check: the sealed request and the provider's form address",
  querystring: Closed(
    {
      returnUrl: Type.Optional(
        Text(2048, {
          description: "Where the provider sends the reply: one of the site's own addresses",
          examples: ['http://localhost:3000/phoneVerifyResponse'],
          errorMessage: FAILED,
        }),
      ),
    },
    { errorMessage: FAILED },
  ),
  response: {
    200: Type.Object({ success: Type.Boolean(), data: Type.String(), url: Type.String() }),
  },
});

export const phoneDataSchema = routeSchema('identity check', {
  summary: 'Read a verified reply without using it up',
  querystring: EncodeDataQuery,
  response: {
    200: Type.Object({
      success: Type.Boolean(),
      data: Type.Object({
        name: Type.String(),
        birthDate: Type.String(),
        phoneNumber: Type.String(),
      }),
    }),
  },
});

export const updatePhoneSchema = routeSchema('identity check', {
  summary: "Store the verified phone number on the member's account",
  security: MEMBER_SECURITY,
  querystring: EncodeDataQuery,
  headers: SessionHeaders,
  response: {
    200: Type.Object({ success: Type.Boolean(), message: Type.String(), data: Type.String() }),
  },
});

export const emailByPhoneSchema = routeSchema('identity check', {
  summary: 'Find the accounts of a verified phone number',
  querystring: EncodeDataQuery,
  response: { 200: FindAccountSchema },
});

export const findEmailSchema = routeSchema('identity check', {
  summary: 'Find the accounts of a verified phone number the member typed again',
  body: formBody(
    Closed({ phoneNumber: FormText(64, M.phoneFormat, '11 digits'), EncodeData }),
    findEmailRules,
  ),
  querystring: Closed({}),
  response: { 200: FindAccountSchema },
});
