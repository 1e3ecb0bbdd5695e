import { Type } from '@sinclair/typebox';
import { WITHDRAWAL_MESSAGES } from '@genetype/domain/contracts';
import {
  Closed,
  MEMBER_SECURITY,
  NoQuery,
  NullableInteger,
  SessionHeaders,
  routeSchema,
} from '../../lib/schema.js';

export const withdrawAccountSchema = routeSchema('withdrawal', {
  summary: 'Request ("1") or cancel ("0") the withdrawal; it completes 14 days after the request',
  security: MEMBER_SECURITY,
  body: Closed({
    isWithdraw: Type.Optional(
      Type.Union([Type.String({ enum: ['0', '1'] }), Type.Integer({ enum: [0, 1] })], {
        errorMessage: WITHDRAWAL_MESSAGES.invalid,
      }),
    ),
  }),
  querystring: NoQuery,
  headers: SessionHeaders,
  response: {
    200: Type.Object({
      message: Type.String(),
      isWithdraw: Type.Integer({ enum: [0, 1] }),
      remainingDays: NullableInteger(),
    }),
  },
});
