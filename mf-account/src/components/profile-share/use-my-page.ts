import { useEffect, useState } from 'react';
import { profilesApi } from '@genetype/shared';
import type { MyPageResponse } from '@genetype/shared';
import { showSessionExpiredOn } from '../../lib/session-expired';

export type MyPageData =
  { status: 'loading' } | { status: 'ready'; page: MyPageResponse } | { status: 'failed' };

/**
 * The member's own page data (GET user/myPage: the public profile and its share link). Fetched
 * while `enabled`, again whenever `refreshKey` changes (the link carries the nickname). A session
 * the API refused raises the session-expired modal.
 */
export function useMyPage(enabled: boolean, refreshKey = ''): MyPageData {
  const [data, setData] = useState<MyPageData>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setData({ status: 'loading' });
    profilesApi.myPage().then(
      (page) => {
        if (current) setData({ status: 'ready', page });
      },
      (error: unknown) => {
        if (!current) return;
        setData({ status: 'failed' });
        showSessionExpiredOn(error);
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, refreshKey]);

  return data;
}

/** The share link as a full address, or null (no nickname yet, or not loaded). */
export function shareLinkOf(data: MyPageData): string | null {
  const path = data.status === 'ready' ? data.page.profileLink : null;
  return path ? `${window.location.origin}${path}` : null;
}
