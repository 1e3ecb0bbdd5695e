import { useApiQuery } from '@genetype/platform/query';
import type { MyPageResponse } from '@genetype/domain/contracts';
import { showSessionExpiredOn } from '../../lib/session-expired';
import { fetchMyPage, myPageKeys } from './my-page-api';

export type MyPageData =
  { status: 'loading' } | { status: 'ready'; page: MyPageResponse } | { status: 'failed' };

/**
 * The member's own page data (GET user/myPage: the public profile and its share link). Fetched
 * while `enabled`, again whenever `refreshKey` changes (the link carries the nickname). A session
 * the API refused raises the session-expired modal.
 */
export function useMyPage(enabled: boolean, refreshKey = ''): MyPageData {
  const query = useApiQuery({
    queryKey: myPageKeys.page(refreshKey),
    queryFn: () =>
      fetchMyPage().catch((error: unknown) => {
        showSessionExpiredOn(error);
        throw error;
      }),
    enabled,
    // Read afresh on every visit, as before the shared client.
    gcTime: 0,
  });
  if (query.data) return { status: 'ready', page: query.data };
  if (query.isError) return { status: 'failed' };
  return { status: 'loading' };
}

/** The share link as a full address, or null (no nickname yet, or not loaded). */
export function shareLinkOf(data: MyPageData): string | null {
  const path = data.status === 'ready' ? data.page.profileLink : null;
  return path ? `${window.location.origin}${path}` : null;
}
