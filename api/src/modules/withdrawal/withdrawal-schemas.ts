import { Type } from '@sinclair/typebox';
import { WITHDRAWAL_MESSAGES } from '@genetype/domain/contracts';
import { mixed, object, string } from 'yup';
import {
  Closed,
  FormText,
  MEMBER_SECURITY,
  NoQuery,
  NullableInteger,
  SessionHeaders,
  routeSchema,
} from '../../lib/schema.js';
import { formBody } from '../../lib/validate.js';

// The spec sends the text "1" (request) or "0" (cancel); numbers are accepted as the same values.
const withdrawRules = object({
  isWithdraw: mixed<'0' | '1'>()
    .transform((value: unknown) => (value === 1 || value === 0 ? String(value) : value))
    .oneOf(['0', '1'], WITHDRAWAL_MESSAGES.invalid)
    .required(WITHDRAWAL_MESSAGES.invalid),
  // Checked against the member's hash by the service (which knows whether they have one).
  password: string().optional(),
});

export const withdrawAccountSchema = routeSchema('withdrawal', {
  summary:
    'Request ("1", with the password or after a fresh social sign-in) or cancel ("0") the withdrawal; it completes 14 days after the request',
  security: MEMBER_SECURITY,
  body: formBody(
    Closed({
      isWithdraw: Type.Optional(
        Type.Union([Type.String({ enum: ['0', '1'] }), Type.Integer({ enum: [0, 1] })], {
          errorMessage: WITHDRAWAL_MESSAGES.invalid,
        }),
      ),
      password: FormText(
        200,
        WITHDRAWAL_MESSAGES.passwordRequired,
        'With "1", from a member who has a password; a member without one must have signed in within the last 10 minutes',
      ),
    }),
    withdrawRules,
    // Documented as a member with a password sends it; one who signs in only through Kakao or
    // Google leaves it out.
    withdrawRules.shape({ password: string().required(WITHDRAWAL_MESSAGES.passwordRequired) }),
  ),
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
