import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf } from '../../lib/auth-context.js';
import { UserService } from './user-service.js';
import { SocialIdentityRepository } from '../social/social-identity-repository.js';
import { getUserSchema } from './users-schemas.js';

/** Member data: `GET /user/getUser` (more account features join this module later). */
export const usersModule: FastifyPluginAsyncTypebox = async (app) => {
  const users = new UserService(
    app.users,
    app.clock,
    app.results,
    new SocialIdentityRepository(app.db),
  );
  const { authenticate } = app;

  app.get('/getUser', { schema: getUserSchema, preHandler: authenticate }, async (request) =>
    users.getUser(authOf(request).userId),
  );
};

export default usersModule;
export const autoPrefix = '/user';
