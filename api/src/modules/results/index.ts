import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../lib/auth-context.js';
import {
  createOtherSchema,
  mineSchema,
  othersSchema,
  resultByIdSchema,
  setRelationSchema,
} from './results-schemas.js';

/** Results for the result pages, and results answered for another person (docs/api.md). */
export const resultsModule: FastifyPluginAsyncTypebox = async (app) => {
  const { results, authenticate } = app;
  app.addHook('preHandler', authenticate);

  app.get('/mine', { schema: mineSchema }, async (request) =>
    results.mine(authOf(request).userId, request.query.type),
  );

  app.get('/others', { schema: othersSchema }, async (request) => {
    const { limit, cursor } = request.query;
    return results.others(authOf(request).userId, {
      ...(limit === undefined ? {} : { limit: Number(limit) }),
      ...(cursor === undefined ? {} : { cursor }),
    });
  });

  app.post('/others', { schema: createOtherSchema }, async (request, reply) => {
    const { name, relation } = request.body;
    const view = await results.createOther(authOf(request).userId, name, relation);
    return reply.status(201).send(view);
  });

  app.patch('/others/:resultId', { schema: setRelationSchema }, async (request) =>
    results.setRelation(authOf(request).userId, request.params.resultId, request.body.relation),
  );

  app.get('/:resultId', { schema: resultByIdSchema }, async (request) =>
    results.byId(authOf(request).userId, request.params.resultId, request.query.type),
  );
};

export default resultsModule;
export const autoPrefix = '/results';
