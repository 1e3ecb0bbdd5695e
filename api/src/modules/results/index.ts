import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../../lib/auth-context.js';
import type { ResultsService } from './results-service.js';
import {
  createOtherSchema,
  mineSchema,
  othersSchema,
  resultByIdSchema,
  setRelationSchema,
} from './results-schemas.js';

export interface ResultsModuleOptions {
  results: ResultsService;
  authenticate: preHandlerAsyncHookHandler;
}

const typeOf = (query: unknown): unknown => (query as { type?: unknown } | undefined)?.type;

/** Results for the result pages, and results answered for another person (docs/api.md). */
export async function resultsModule(
  app: FastifyInstance,
  options: ResultsModuleOptions,
): Promise<void> {
  const { results, authenticate } = options;
  app.addHook('preHandler', authenticate);

  app.get('/mine', { schema: mineSchema }, async (request) =>
    results.mine(authOf(request).userId, typeOf(request.query)),
  );

  app.get('/others', { schema: othersSchema }, async (request) =>
    results.others(authOf(request).userId),
  );

  app.post('/others', { schema: createOtherSchema }, async (request, reply) => {
    const body = (request.body ?? {}) as { name?: unknown; relation?: unknown };
    const view = await results.createOther(authOf(request).userId, body.name, body.relation);
    return reply.status(201).send(view);
  });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .patch('/others/:resultId', { schema: setRelationSchema }, async (request) =>
      results.setRelation(
        authOf(request).userId,
        request.params.resultId,
        (request.body as { relation?: unknown }).relation,
      ),
    );

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/:resultId', { schema: resultByIdSchema }, async (request) =>
      results.byId(authOf(request).userId, request.params.resultId, typeOf(request.query)),
    );
}
