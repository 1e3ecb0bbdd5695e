// What a short address shows: the public part of the profile (GET /profiles/share/{code}).
import { useApiQuery } from '@genetype/platform/query';
import { SHARE_CODE_PATTERN } from '@genetype/domain/contracts';
import type { SharedCodeProfile } from '@genetype/domain/contracts';
import { fetchByShareCode, shareCodeKeys } from '../../components/share/share-code-api';

export const sharedProfileQuery = (code: string) => ({
  queryKey: shareCodeKeys.byCode(code),
  queryFn: () => fetchByShareCode(code),
});

export type SharedState =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; shared: SharedCodeProfile };

export function useSharedProfile(code: string): SharedState {
  const wellFormed = SHARE_CODE_PATTERN.test(code);
  const shared = useApiQuery({
    ...sharedProfileQuery(code),
    enabled: wellFormed,
    // Read afresh on every visit: a revoked address must not live on in the cache.
    gcTime: 0,
  });
  if (!wellFormed || shared.data === null) return { status: 'gone' };
  if (shared.data) return { status: 'ready', shared: shared.data };
  if (shared.isError && !shared.isFetching)
    return { status: 'failed', retry: () => void shared.refetch() };
  return { status: 'loading' };
}
