// The browser-storage half of the rollout identity (the bucket id and the tester's pins), with no
// import of `@genetype/platform`: the warm-up reads it from the entry chunk, before the shared
// singletons exist. Both are mirrored in cookies, so the page composer (shell/server/page-serve.ts)
// chooses the same module versions as this browser and sends their prerendered HTML; on a first
// visit the composer's cookie brings the bucket id this browser then keeps.
import { REMOTE_APPS } from '@genetype/domain';
import type { RemoteApp } from './remotes-manifest';

export const BUCKET_KEY = 'genetype:rollout-bucket';
export const PINS_KEY = 'genetype:mf-pins';
export const PIN_PARAM = 'mf-pin';
export const BUCKET_COOKIE = 'genetype_rollout_bucket';
export const PINS_COOKIE = 'genetype_mf_pins';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const at = part.indexOf('=');
      if (at > 0 && part.slice(0, at).trim() === name)
        return decodeURIComponent(part.slice(at + 1).trim());
    }
  } catch {
    // no document or a malformed value
  }
  return null;
}

/** Sets (or, with null, removes) a cookie of the whole site when it differs. */
export function writeCookie(name: string, value: string | null): void {
  try {
    if (typeof document === 'undefined' || readCookie(name) === value) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    // cookies disabled: the server's HTML may then be another version's (it is rendered afresh)
  }
}

export type Pins = Partial<Record<RemoteApp, string>>;

export function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the bucket lives for this page only
  }
}

/**
 * The bucket id kept from an earlier visit, else the one the page composer gave this browser in
 * its cookie (null without either).
 */
export function storedBucketId(): string | null {
  try {
    return safeStorage()?.getItem(BUCKET_KEY) ?? readCookie(BUCKET_COOKIE);
  } catch {
    return readCookie(BUCKET_COOKIE);
  }
}

export function readStoredPins(): Pins {
  try {
    const parsed = JSON.parse(safeStorage()?.getItem(PINS_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const pins: Pins = {};
    for (const app of REMOTE_APPS) {
      const version = (parsed as Record<string, unknown>)[app];
      if (typeof version === 'string' && version !== '') pins[app] = version;
    }
    return pins;
  } catch {
    return {};
  }
}
