// The member's review calls (spec §7) with the key of the one query every review entry reads.
import { apiClient } from '@genetype/platform';
import type { MyReviewResponse, ReviewMessageResponse } from '@genetype/domain/contracts';

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
};

export async function fetchMyReview(): Promise<MyReviewResponse> {
  const { data } = await apiClient.get<MyReviewResponse>('/reviews/myreview');
  return data;
}

export async function postReview(contents: string): Promise<ReviewMessageResponse> {
  const { data } = await apiClient.post<ReviewMessageResponse>('/reviews/post', { contents });
  return data;
}

export async function updateReview(id: string, contents: string): Promise<ReviewMessageResponse> {
  const { data } = await apiClient.post<ReviewMessageResponse>('/reviews/updatereview', {
    id,
    contents,
  });
  return data;
}
