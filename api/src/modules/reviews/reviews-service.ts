import type { MyReviewResponse, Review, ReviewMessageResponse } from '@genetype/domain/contracts';
import { REVIEW_MESSAGES } from '@genetype/domain/contracts';
import { isUniqueViolation } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/crypto.js';
import { HttpError, conflict } from '../../lib/http-error.js';
import type { ReviewRepository, ReviewRow } from './review-repository.js';

export const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  contents: row.contents,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

// Not 404: the client sends every 404 to the /404 page (spec §8); the modal shows this message.
const reviewNotFound = (): HttpError => new HttpError(400, REVIEW_MESSAGES.notFound);

/** One review per member (spec §3): post once, then update. */
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly clock: Clock,
  ) {}

  async mine(userId: string): Promise<MyReviewResponse> {
    const row = await this.reviews.findByUser(userId);
    return { data: { isReview: row ? 1 : 0, review: row ? toReview(row) : null } };
  }

  async post(userId: string, contents: string): Promise<ReviewMessageResponse> {
    const now = isoAt(this.clock());
    const row: ReviewRow = {
      id: newId(),
      user_id: userId,
      contents,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.reviews.insert(row);
    } catch (error) {
      // The unique user_id: a second post (or a double submit) is refused, the first one stays.
      if (isUniqueViolation(error)) throw conflict(REVIEW_MESSAGES.alreadyPosted);
      throw error;
    }
    return { message: REVIEW_MESSAGES.posted, review: toReview(row) };
  }

  async update(userId: string, id: string, contents: string): Promise<ReviewMessageResponse> {
    const now = isoAt(this.clock());
    if (!(await this.reviews.update(id, userId, contents, now))) throw reviewNotFound();
    const row = await this.reviews.findByUser(userId);
    if (!row) throw reviewNotFound();
    return { message: REVIEW_MESSAGES.updated, review: toReview(row) };
  }
}
