import { STORAGE_KEYS, storage } from '@genetype/shared';

interface Referrer {
  refererPathname?: unknown;
  queryParam?: unknown;
}

/** Where a member goes after a social login: the stored referrer (spec §2), else home. Clears it. */
export function returnPathAfterLogin(): string {
  const referrer = storage.getJson<Referrer>(STORAGE_KEYS.refferData);
  storage.remove(STORAGE_KEYS.refferData);
  const pathname = referrer?.refererPathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return '/';
  const query = typeof referrer?.queryParam === 'string' ? referrer.queryParam.trim() : '';
  if (!query) return pathname;
  return `${pathname}${query.startsWith('?') ? query : `?${query}`}`;
}
