import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase } from './health-repository.js';
import { healthSchema } from './health-schemas.js';
import { t } from '../../i18n/i18n.js';
import ko from './messages.ko.js';

export const DATABASE_DOWN_MESSAGE = ko.databaseDown;

/**
 * `GET /health`, for load balancers and monitoring:
 * - 200 `{ status: 'ok' }` (with `redis: 'ok'` when Redis is configured);
 * - 200 `{ status: 'degraded', redis: 'unreachable' }` while Redis is down: the instance still
 *   serves everything and its rate limits hold in memory (per instance), so it must stay in the
 *   pool — taking every instance out because the shared Redis is down would stop the service;
 * - 503 `{ status: 'unavailable' }` when the database does not answer.
 */
export const healthModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, redisHealth: redis } = app;
  app.get('/health', { schema: healthSchema }, async (request, reply) => {
    try {
      await pingDatabase(db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', message: t('health:databaseDown') });
    }
    if (!redis) return { status: 'ok' as const };
    return redis.available
      ? { status: 'ok' as const, redis: 'ok' as const }
      : { status: 'degraded' as const, redis: 'unreachable' as const };
  });
};

export default healthModule;
