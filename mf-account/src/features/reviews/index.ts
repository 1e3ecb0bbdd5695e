export { MyReviewBlock } from './my-review-block';
export { ReviewDialog, REVIEW_CLOSE_DELAY_MS } from './review-dialog';
