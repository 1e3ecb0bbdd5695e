import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { MyReviewResponse, ReviewMessageResponse } from '@genetype/shared/contracts';
import { authOf } from '../../lib/auth-context.js';
import type { ReviewsService } from './reviews-service.js';
import { myReviewSchema, postReviewSchema, updateReviewSchema } from './reviews-schemas.js';

export interface ReviewsModuleOptions {
  reviews: ReviewsService;
  authenticate: preHandlerAsyncHookHandler;
}

/** GET /reviews/myreview, POST /reviews/post, POST /reviews/updatereview (spec §7). */
export const reviewsModule: FastifyPluginAsyncTypebox<ReviewsModuleOptions> = async (
  app,
  options,
) => {
  const { reviews, authenticate } = options;

  app.get(
    '/myreview',
    { schema: myReviewSchema, preHandler: authenticate },
    async (request): Promise<MyReviewResponse> => reviews.mine(authOf(request).userId),
  );

  app.post(
    '/post',
    { schema: postReviewSchema, preHandler: authenticate },
    async (request, reply): Promise<ReviewMessageResponse> => {
      const { contents } = request.body;
      const answer = await reviews.post(authOf(request).userId, contents.trim());
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/updatereview',
    { schema: updateReviewSchema, preHandler: authenticate },
    async (request): Promise<ReviewMessageResponse> => {
      const { id, contents } = request.body;
      return reviews.update(authOf(request).userId, id, contents.trim());
    },
  );
};
