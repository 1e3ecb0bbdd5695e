// The member's own page data (GET /user/myPage) with its query key.
import { apiClient } from '@genetype/platform';
import type { MyPageResponse } from '@genetype/domain/contracts';

export const myPageKeys = {
  all: ['user', 'myPage'] as const,
  /** `refreshKey`: a change reads the page again (the share link carries the nickname). */
  page: (refreshKey: string) => [...myPageKeys.all, refreshKey] as const,
};

export async function fetchMyPage(): Promise<MyPageResponse> {
  const { data } = await apiClient.get<MyPageResponse>('/user/myPage');
  return data;
}
