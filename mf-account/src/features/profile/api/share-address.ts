// The member's short share address (/s/{code}) and "공유 링크 다시 만들기", with the key they share.
import { apiClient, profilesApi } from '@genetype/platform';
import { queryClient } from '@genetype/platform/query';
import type { ShareCodeResponse } from '@genetype/domain/contracts';

/** The key the share button reads the address under too: a renewal reaches both. */
export const SHARE_ADDRESS_KEY = ['share-code', 'mine'] as const;

export const shareAddressQuery = () => ({
  queryKey: SHARE_ADDRESS_KEY,
  queryFn: (): Promise<ShareCodeResponse> => profilesApi.shareCode(),
  gcTime: 0,
});

/** POST /profiles/share/renew: a new code; the old address and its compares stop answering. */
export async function renewShareAddress(): Promise<ShareCodeResponse> {
  const { data } = await apiClient.post<ShareCodeResponse>('/profiles/share/renew');
  queryClient.setQueryData(SHARE_ADDRESS_KEY, data);
  return data;
}
