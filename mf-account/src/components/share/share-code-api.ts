// The short share address (/s/{code}, spec §7): the member's own, which the share button and the
// profile's address section read under one key (a renewal reaches both), and what a code names.
import { apiClient } from '@genetype/platform';
import type { ShareCodeResponse, SharedCodeProfile } from '@genetype/domain/contracts';

export const shareCodeKeys = {
  all: ['share-code'] as const,
  mine: () => [...shareCodeKeys.all, 'mine'] as const,
  byCode: (code: string) => [...shareCodeKeys.all, 'code', code] as const,
};

/** `POST /profiles/share`: the member's one short share address. */
export async function fetchShareCode(): Promise<ShareCodeResponse> {
  const { data } = await apiClient.post<ShareCodeResponse>('/profiles/share');
  return data;
}

export const myShareCodeQuery = () => ({
  queryKey: shareCodeKeys.mine(),
  queryFn: fetchShareCode,
  // Read afresh on every visit, as before the shared client.
  gcTime: 0,
});

/**
 * What a short address names; null for an unknown, expired or malformed code. Those answers
 * (400/404) resolve here instead of reaching the client's /404 redirect: the /s page explains.
 */
export async function fetchByShareCode(code: string): Promise<SharedCodeProfile | null> {
  const response = await apiClient.get<SharedCodeProfile>(
    `/profiles/share/${encodeURIComponent(code)}`,
    { validateStatus: (status) => status === 200 || status === 400 || status === 404 },
  );
  return response.status === 200 ? response.data : null;
}
