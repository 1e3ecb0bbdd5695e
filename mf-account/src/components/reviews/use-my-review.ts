// The member's own review, one query for every review entry on the page (the result page's
// button and the learning-gene page's block share it); a saved review replaces it in the cache.
import type { Review } from '@genetype/domain/contracts';
import { queryClient, useApiQuery } from '@genetype/platform/query';
import { fetchMyReview, reviewKeys } from './reviews-api';

export function useMyReview(signedIn: boolean) {
  return useApiQuery({
    queryKey: reviewKeys.mine(),
    queryFn: async (): Promise<Review | null> => {
      const { data } = await fetchMyReview();
      return data.isReview === 1 ? data.review : null;
    },
    enabled: signedIn,
    // Read afresh on every visit, as before the shared client.
    gcTime: 0,
  });
}

/** After a save: every entry shows the stored review at once. */
export function rememberMyReview(review: Review): void {
  queryClient.setQueryData(reviewKeys.mine(), review);
}
