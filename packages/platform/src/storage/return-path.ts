// Where a member goes after logging in (spec §2 `refferData`): one reading of the stored value for
// the login modal, social sign-in, sign-up and the Kakao callback. The hash is kept beside the
// spec's two fields, so /myPage#settingSection comes back to the settings tab.
import type { ReferrerData } from '@genetype/domain/contracts';
import { STORAGE_KEYS } from './keys.js';
import { storage } from './storage.js';

interface StoredReferrer {
  refererPathname?: unknown;
  queryParam?: unknown;
  hash?: unknown;
}

export interface ReturnLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The stored referrer as a path on this site (never another origin, not even '//host'), or null. */
export function returnPathOf(referrer: StoredReferrer | null | undefined): string | null {
  const pathname = referrer?.refererPathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return null;
  const query = typeof referrer?.queryParam === 'string' ? referrer.queryParam.trim() : '';
  const hash = typeof referrer?.hash === 'string' ? referrer.hash.trim() : '';
  const search = query ? (query.startsWith('?') ? query : `?${query}`) : '';
  const anchor = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${search}${anchor}`;
}

/** Remembers a page to come back to after login (the members-only guard, a session expiry). */
export function rememberReturnPath({ pathname, search, hash }: ReturnLocation): void {
  const value: ReferrerData = { refererPathname: pathname, queryParam: search || null };
  if (hash && hash !== '#') value.hash = hash;
  storage.setJson(STORAGE_KEYS.refferData, value);
}

/** The stored return path, without clearing it. */
export function peekReturnPath(): string | null {
  return returnPathOf(storage.getJson<StoredReferrer>(STORAGE_KEYS.refferData));
}

/** The stored return path, cleared: a login uses it once. */
export function takeReturnPath(): string | null {
  const path = peekReturnPath();
  forgetReturnPath();
  return path;
}

/** A login the member walked away from must not steer a later one (issue 17). */
export function forgetReturnPath(): void {
  storage.remove(STORAGE_KEYS.refferData);
}
