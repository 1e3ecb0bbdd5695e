// The member's short share address (/s/{code}) and "공유 링크 다시 만들기", with the key they share.
import { apiClient } from '@genetype/platform';
import { queryClient } from '@genetype/platform/query';
import type { ShareCodeResponse } from '@genetype/domain/contracts';
import { myShareCodeQuery, shareCodeKeys } from '../../../components/share/share-code-api';

/** The query the share button reads the address under too: a renewal reaches both. */
export const shareAddressQuery = myShareCodeQuery;

/** POST /profiles/share/renew: a new code; the old address and its compares stop answering. */
export async function renewShareAddress(): Promise<ShareCodeResponse> {
  const { data } = await apiClient.post<ShareCodeResponse>('/profiles/share/renew');
  queryClient.setQueryData(shareCodeKeys.mine(), data);
  return data;
}
