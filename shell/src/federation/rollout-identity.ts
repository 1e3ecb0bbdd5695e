// Who this browser is for rollouts: the bucket id (the member's id when logged in, otherwise a random
// id kept in localStorage) and the tester's version pins (`?mf-pin=mf-content@1.2.3-abc1234`).
import { REMOTE_APPS } from '@genetype/domain';
import { useAuthStore } from '@genetype/platform';
import type { RemoteApp } from './remotes-manifest';
import {
  BUCKET_COOKIE,
  BUCKET_KEY,
  PIN_PARAM,
  PINS_COOKIE,
  PINS_KEY,
  readStoredPins,
  safeStorage,
  storedBucketId,
  writeCookie,
} from './rollout-storage';
import type { Pins } from './rollout-storage';
import { fnv1a } from './version-choice';

export { BUCKET_KEY, PIN_PARAM, PINS_KEY } from './rollout-storage';
export type { Pins } from './rollout-storage';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The tester's pins as this page read or set them, to put them back after a session clear. */
let pagePins: Pins = {};

/** The bucket id this page uses: kept in memory too, to put it back after a session clear. */
let pageBucket: string | null = null;

/**
 * A member's bucket id: derived from the user id (the same on every device) but not the id itself,
 * because it stays in localStorage after logout.
 */
export const memberBucket = (userId: string) => `member-${fnv1a(`member:${userId}`).toString(36)}`;

function store(key: string, value: string | null): void {
  // The page composer reads the same identity from the cookies.
  if (key === BUCKET_KEY) writeCookie(BUCKET_COOKIE, value);
  if (key === PINS_KEY) writeCookie(PINS_COOKIE, value);
  try {
    if (value === null) safeStorage()?.removeItem(key);
    else safeStorage()?.setItem(key, value);
  } catch {
    // quota or privacy mode: the value lasts for this page only
  }
}

/** Stable between visits: the same person keeps the same version while a rollout runs. */
export function rolloutBucketId(): string {
  const userId = useAuthStore.getState().user?.userId;
  if (userId) pageBucket = memberBucket(userId);
  pageBucket = pageBucket ?? storedBucketId() ?? randomId();
  if (safeStorage()?.getItem(BUCKET_KEY) !== pageBucket) store(BUCKET_KEY, pageBucket);
  else writeCookie(BUCKET_COOKIE, pageBucket);
  return pageBucket;
}

/**
 * Keeps this browser's rollout identity through the session's life: once the member is known their
 * bucket is remembered (the user loads after the remotes start loading, so the next visit needs it
 * from storage), and when a logout or an expired session clears the browser's storage, the bucket
 * and the tester's pins are put back — the same person keeps the same versions.
 */
export function keepRolloutIdentity(): () => void {
  const sync = (userId: string | undefined) => {
    if (userId) pageBucket = memberBucket(userId);
    if (pageBucket && safeStorage()?.getItem(BUCKET_KEY) !== pageBucket)
      store(BUCKET_KEY, pageBucket);
    else if (pageBucket) writeCookie(BUCKET_COOKIE, pageBucket);
    if (Object.keys(pagePins).length > 0 && !safeStorage()?.getItem(PINS_KEY)) writePins(pagePins);
  };
  sync(useAuthStore.getState().user?.userId);
  return useAuthStore.subscribe((state) => sync(state.user?.userId));
}

export function readPins(): Pins {
  pagePins = readStoredPins();
  writeCookie(PINS_COOKIE, Object.keys(pagePins).length > 0 ? JSON.stringify(pagePins) : null);
  return { ...pagePins };
}

function writePins(pins: Pins): void {
  pagePins = { ...pins };
  store(PINS_KEY, Object.keys(pins).length === 0 ? null : JSON.stringify(pins));
}

/**
 * Applies `?mf-pin=` values: `mf-content@1.2.3-abc1234` pins, `mf-content@stable` (or `@`) unpins that
 * module, `clear` unpins everything. Returns the URL without the parameter (null when it had none).
 */
export function applyPinParams(href: string): string | null {
  const url = new URL(href);
  const values = url.searchParams.getAll(PIN_PARAM);
  if (values.length === 0) return null;
  const pins = readPins();
  for (const value of values) {
    if (value === 'clear') {
      for (const app of REMOTE_APPS) delete pins[app];
      continue;
    }
    const at = value.indexOf('@');
    const app = at > 0 ? value.slice(0, at) : '';
    const version = at > 0 ? value.slice(at + 1) : '';
    if (!(REMOTE_APPS as readonly string[]).includes(app)) {
      console.warn(
        `[rollout] ignoring ${PIN_PARAM}=${value}: expected <module>@<version> or clear`,
      );
      continue;
    }
    if (version === '' || version === 'stable') delete pins[app as RemoteApp];
    else pins[app as RemoteApp] = version;
  }
  writePins(pins);
  url.searchParams.delete(PIN_PARAM);
  return url.href;
}

/** Reads `?mf-pin=` from the address bar once at boot and removes it, so a reload keeps a clean URL. */
export function installPinsFromLocation(): void {
  if (typeof window === 'undefined') return;
  const cleaned = applyPinParams(window.location.href);
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
}
