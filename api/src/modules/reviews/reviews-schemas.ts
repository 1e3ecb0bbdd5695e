// Reviews: structure and hard limits, with the form rules (reviewSchema) attached.
import { Type } from '@sinclair/typebox';
import { REVIEW_MESSAGES } from '@genetype/domain/contracts';
import { VALIDATION_MESSAGES as M, reviewSchema } from '@genetype/domain/validation';
import { object, string } from 'yup';
import {
  Closed,
  FormText,
  MEMBER_SECURITY,
  NoQuery,
  Nullable,
  SessionHeaders,
  routeSchema,
} from '../../lib/schema.js';
import { formBody } from '../../lib/validate.js';

const ReviewSchema = Type.Object({
  _id: Type.String(),
  contents: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const ReviewMessageSchema = Type.Object({ message: Type.String(), review: ReviewSchema });
const member = { security: MEMBER_SECURITY, headers: SessionHeaders, querystring: NoQuery };
const Contents = FormText(5000, M.reviewRequired, 'Not blank', [
  '검사 결과가 제 공부 방식과 잘 맞았어요.',
]);

const postRules = object({ contents: reviewSchema });
const updateRules = object({
  id: string()
    .typeError(REVIEW_MESSAGES.notFound)
    .required(REVIEW_MESSAGES.notFound)
    .max(64, REVIEW_MESSAGES.notFound),
  contents: reviewSchema,
});

export const myReviewSchema = routeSchema('reviews', {
  summary: "The member's review, if any",
  ...member,
  response: {
    200: Type.Object({
      data: Type.Object({
        isReview: Type.Integer({ enum: [0, 1] }),
        review: Nullable(ReviewSchema),
      }),
    }),
  },
});

export const postReviewSchema = routeSchema('reviews', {
  summary: 'Post the one review a member may write (after the test)',
  ...member,
  body: formBody(Closed({ contents: Contents }), postRules),
  response: { 201: ReviewMessageSchema },
});

export const updateReviewSchema = routeSchema('reviews', {
  summary: "Change the member's review",
  ...member,
  body: formBody(
    Closed({ id: FormText(64, REVIEW_MESSAGES.notFound), contents: Contents }),
    updateRules,
  ),
  response: { 200: ReviewMessageSchema },
});
