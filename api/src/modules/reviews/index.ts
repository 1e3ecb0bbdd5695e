import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MyReviewResponse, ReviewMessageResponse } from '@genetype/domain/contracts';
import { authOf } from '../../lib/auth-context.js';
import { ReviewsService } from './reviews-service.js';
import { ReviewRepository } from './review-repository.js';
import { myReviewSchema, postReviewSchema, updateReviewSchema } from './reviews-schemas.js';

/** GET /reviews/myreview, POST /reviews/post, POST /reviews/updatereview (spec §7). */
export const reviewsModule: FastifyPluginAsyncTypebox = async (app) => {
  const reviews = new ReviewsService(new ReviewRepository(app.db), app.clock);
  const { authenticate } = app;

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

export default reviewsModule;
export const autoPrefix = '/reviews';
