export { MyReviewBlock } from './my-review-block';
export { ReviewButton, REVIEW_EDIT_LABEL, REVIEW_WRITE_LABEL } from './review-button';
export { ReviewDialog, REVIEW_CLOSE_DELAY_MS } from './review-dialog';
