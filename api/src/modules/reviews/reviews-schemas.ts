// Reviews: structure and hard limits (reviewSchema holds the rules).
import { Type } from '@sinclair/typebox';
import { REVIEW_MESSAGES } from '@genetype/domain/contracts';
import { VALIDATION_MESSAGES as M } from '@genetype/domain/validation';
import {
  Closed,
  FormText,
  MEMBER_SECURITY,
  NoQuery,
  Nullable,
  SessionHeaders,
  routeSchema,
} from '../../lib/schema.js';

const ReviewSchema = Type.Object({
  _id: Type.String(),
  contents: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const ReviewMessageSchema = Type.Object({ message: Type.String(), review: ReviewSchema });
const member = { security: MEMBER_SECURITY, headers: SessionHeaders, querystring: NoQuery };
const Contents = FormText(5000, M.reviewRequired, 'At most 500 characters');

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
  body: Closed({ contents: Contents }),
  response: { 201: ReviewMessageSchema },
});

export const updateReviewSchema = routeSchema('reviews', {
  summary: "Change the member's review",
  ...member,
  body: Closed({ id: FormText(64, REVIEW_MESSAGES.notFound), contents: Contents }),
  response: { 200: ReviewMessageSchema },
});
