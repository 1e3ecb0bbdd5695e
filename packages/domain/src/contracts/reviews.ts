// Reviews (spec §3, §7): one review per member.

export interface Review {
  _id: string;
  contents: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /reviews/myreview */
export interface MyReviewResponse {
  data: { isReview: 0 | 1; review: Review | null };
}

/** POST /reviews/post */
export interface PostReviewRequest {
  contents: string;
}

/** POST /reviews/updatereview */
export interface UpdateReviewRequest {
  id: string;
  contents: string;
}

export interface ReviewMessageResponse {
  message: string;
  review: Review;
}

export const REVIEW_MESSAGES = {
  posted: '리뷰를 등록했어요. 소중한 후기 고마워요!',
  updated: '리뷰를 수정했어요.',
  alreadyPosted: '이미 작성한 리뷰가 있어요. 리뷰 수정으로 내용을 바꿔 주세요.',
  notFound: '수정할 리뷰를 찾을 수 없어요.',
  testNotFinished: '검사를 모두 마친 뒤에 리뷰를 남길 수 있어요.',
} as const;
