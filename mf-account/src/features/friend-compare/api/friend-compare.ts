// The compare's two reads: the friend behind a share code (public, the code is their consent) and
// the member's own result, each with its query key beside the call.
import { apiClient, questionsApi } from '@genetype/platform';
import type { FriendCompareProfile, ResultView } from '@genetype/domain/contracts';

/**
 * GET /profiles/share/{code}/compare. An unknown or revoked code is a 404, which the client turns
 * into the not-found page: a link the sharer took back answers like any missing page.
 */
export async function fetchFriendCompare(code: string): Promise<FriendCompareProfile> {
  const { data } = await apiClient.get<FriendCompareProfile>(
    `/profiles/share/${encodeURIComponent(code)}/compare`,
  );
  return data;
}

export const friendCompareKeys = {
  all: ['friend-compare'] as const,
  friend: (code: string) => [...friendCompareKeys.all, 'friend', code] as const,
  mine: () => [...friendCompareKeys.all, 'mine'] as const,
};

export const friendCompareQuery = (code: string) => ({
  queryKey: friendCompareKeys.friend(code),
  queryFn: () => fetchFriendCompare(code),
  // Read afresh on every visit: a revoked code must stop the compare at once.
  gcTime: 0,
});

export const ownResultQuery = () => ({
  queryKey: friendCompareKeys.mine(),
  queryFn: (): Promise<ResultView> => questionsApi.myResult(),
  gcTime: 0,
});
