import { Type } from '@sinclair/typebox';
import { NoQuery, routeSchema } from '../../lib/schema.js';

export const healthSchema = routeSchema('health', {
  summary: 'Up when the database answers (for load balancers)',
  querystring: NoQuery,
  response: {
    200: Type.Object({ status: Type.Literal('ok') }),
    503: Type.Object({ status: Type.Literal('unavailable'), message: Type.String() }),
  },
});
