import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { pingDatabase } from './health-repository.js';
import { healthSchema } from './health-schemas.js';

export interface HealthModuleOptions {
  db: Db;
}

export const DATABASE_DOWN_MESSAGE = '데이터베이스에 연결할 수 없습니다.';

/** `GET /health`: 200 `{ status: 'ok' }` only when the database answers, for load balancers. */
export async function healthModule(
  app: FastifyInstance,
  options: HealthModuleOptions,
): Promise<void> {
  app.get('/health', { schema: healthSchema }, async (request, reply) => {
    try {
      await pingDatabase(options.db);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', message: DATABASE_DOWN_MESSAGE });
    }
  });
}
