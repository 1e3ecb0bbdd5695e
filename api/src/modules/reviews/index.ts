import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { MyReviewResponse, ReviewMessageResponse } from '@genetype/domain/contracts';
import { REVIEW_MESSAGES } from '@genetype/domain/contracts';
import { reviewSchema } from '@genetype/domain/validation';
import { object, string } from 'yup';
import { authOf } from '../../lib/auth-context.js';
import { validateBody } from '../../lib/validate.js';
import type { ReviewsService } from './reviews-service.js';
import { myReviewSchema, postReviewSchema, updateReviewSchema } from './reviews-schemas.js';

export interface ReviewsModuleOptions {
  reviews: ReviewsService;
  authenticate: preHandlerAsyncHookHandler;
}

const postSchema = object({ contents: reviewSchema });
const updateSchema = object({
  id: string()
    .typeError(REVIEW_MESSAGES.notFound)
    .required(REVIEW_MESSAGES.notFound)
    .max(64, REVIEW_MESSAGES.notFound),
  contents: reviewSchema,
});

/** GET /reviews/myreview, POST /reviews/post, POST /reviews/updatereview (spec §7). */
export async function reviewsModule(
  app: FastifyInstance,
  options: ReviewsModuleOptions,
): Promise<void> {
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
      const { contents } = await validateBody(postSchema, request.body);
      const answer = await reviews.post(authOf(request).userId, contents.trim());
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/updatereview',
    { schema: updateReviewSchema, preHandler: authenticate },
    async (request): Promise<ReviewMessageResponse> => {
      const { id, contents } = await validateBody(updateSchema, request.body);
      return reviews.update(authOf(request).userId, id, contents.trim());
    },
  );
}
