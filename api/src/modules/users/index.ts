import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../../lib/auth-context.js';
import type { UserService } from './user-service.js';
import { getUserSchema } from './users-schemas.js';

export interface UsersModuleOptions {
  users: UserService;
  authenticate: preHandlerAsyncHookHandler;
}

/** Member data: `GET /user/getUser` (more account features join this module later). */
export const usersModule: FastifyPluginAsyncTypebox<UsersModuleOptions> = async (app, options) => {
  const { users, authenticate } = options;

  app.get('/getUser', { schema: getUserSchema, preHandler: authenticate }, async (request) =>
    users.getUser(authOf(request).userId),
  );
};
