// The friends a member keeps to compare with (issue 38): their share codes, on the account (API
// /profiles/friends), so the offer to compare survives sign-up, the test and another device. Used
// by the shared profile page (remember), my page (the notice and the family tab) and the compare.
import { apiClient } from '@genetype/platform';
import { queryClient } from '@genetype/platform/query';
import type { FriendLink, FriendLinksResponse } from '@genetype/domain/contracts';

export const friendsKeys = {
  all: ['profiles', 'friends'] as const,
};

/** The member's friends whose share codes still answer, oldest first. */
export async function fetchFriends(): Promise<FriendLink[]> {
  const { data } = await apiClient.get<FriendLinksResponse>('/profiles/friends');
  return data.friends;
}

export const friendsQuery = () => ({ queryKey: friendsKeys.all, queryFn: fetchFriends });

/**
 * Keeps a friend's code on the account. An unknown or revoked code rejects with the API's message
 * (404 explained here, not sent to the not-found page: the form says what went wrong).
 */
export async function rememberFriend(code: string): Promise<FriendLink> {
  const { data } = await apiClient.post<FriendLink>(
    '/profiles/friends',
    { code },
    { explainsNotFound: true },
  );
  await queryClient.invalidateQueries({ queryKey: friendsKeys.all });
  return data;
}
