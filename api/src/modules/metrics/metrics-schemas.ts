import { Type } from '@sinclair/typebox';
import { NoQuery, routeSchema } from '../../lib/schema.js';

// An operator's route, not the product's: left out of the public OpenAPI document.
export const metricsSchema = {
  ...routeSchema('metrics', {
    summary: 'Prometheus metrics (requests, latency per route, database pool, event loop)',
    querystring: NoQuery,
    headers: Type.Object({ authorization: Type.Optional(Type.String({ maxLength: 512 })) }),
    response: {
      200: { type: 'string', description: 'Prometheus text exposition format 0.0.4' },
    },
  }),
  hide: true,
};
