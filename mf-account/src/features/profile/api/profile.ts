// The profile page's reads (spec §7) with their query key: another member's profile by nickname,
// or, for visitors, the one a share link names.
import { apiClient } from '@genetype/platform';
import type { ProfileResponse } from '@genetype/domain/contracts';

export const profileKeys = {
  all: ['profile'] as const,
  /** `sessionEnded`: a session the client cleared reads the profile again as a visitor. */
  detail: (nickname: string, shareToken: string | null, sessionEnded: boolean) =>
    [...profileKeys.all, nickname, shareToken, sessionEnded] as const,
};

/** Another member's profile; an unknown nickname rejects with the API's 404 message in place. */
export async function fetchProfileByNickname(nickname: string): Promise<ProfileResponse> {
  const { data } = await apiClient.get<ProfileResponse>(`/user/${encodeURIComponent(nickname)}`, {
    explainsNotFound: true,
  });
  return data;
}

/** For visitors: the profile a share link names; no session needed. */
export async function fetchSharedProfile(token: string): Promise<ProfileResponse> {
  const { data } = await apiClient.get<ProfileResponse>('/profiles/shared', {
    params: { token },
  });
  return data;
}
