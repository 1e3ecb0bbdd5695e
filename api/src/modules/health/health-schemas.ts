import { Type } from '@sinclair/typebox';
import { NoQuery, routeSchema } from '../../lib/schema.js';

export const healthSchema = routeSchema('health', {
  summary: 'Up when the database answers; degraded while Redis (rate limits) is unreachable',
  querystring: NoQuery,
  response: {
    200: Type.Object({
      status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
      redis: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('unreachable')])),
    }),
    503: Type.Object({ status: Type.Literal('unavailable'), message: Type.String() }),
  },
});
