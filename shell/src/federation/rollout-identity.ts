// Who this browser is for rollouts: the bucket id (the member's id when logged in, otherwise a random
// id kept in localStorage) and the tester's version pins (`?mf-pin=mf-content@1.2.3-abc1234`).
import { REMOTE_APPS, useAuthStore } from '@genetype/shared';
import type { RemoteApp } from './remotes-manifest';

export const BUCKET_KEY = 'genetype:rollout-bucket';
export const PINS_KEY = 'genetype:mf-pins';
export const PIN_PARAM = 'mf-pin';

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the bucket lives for this page only
  }
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let pageBucket: string | null = null;

const memberBucket = (userId: string) => `member:${userId}`;

/** Stable between visits: the same person keeps the same version while a rollout runs. */
export function rolloutBucketId(): string {
  const userId = useAuthStore.getState().user?.userId;
  if (userId) return memberBucket(userId);
  const storage = safeStorage();
  const stored = storage?.getItem(BUCKET_KEY);
  if (stored) return stored;
  const created = pageBucket ?? randomId();
  pageBucket = created;
  try {
    storage?.setItem(BUCKET_KEY, created);
  } catch {
    // quota or privacy mode: keep the page-level id
  }
  return created;
}

/**
 * Remembers the member's bucket in this browser once the member is known. The user loads after the
 * remotes start loading, so without this a member would be bucketed by the browser id on every boot.
 */
export function rememberMemberBucket(): () => void {
  const remember = (userId: string | undefined) => {
    if (!userId) return;
    try {
      safeStorage()?.setItem(BUCKET_KEY, memberBucket(userId));
    } catch {
      // nothing to do
    }
  };
  remember(useAuthStore.getState().user?.userId);
  return useAuthStore.subscribe((state) => remember(state.user?.userId));
}

export type Pins = Partial<Record<RemoteApp, string>>;

export function readPins(): Pins {
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

function writePins(pins: Pins): void {
  const storage = safeStorage();
  try {
    if (Object.keys(pins).length === 0) storage?.removeItem(PINS_KEY);
    else storage?.setItem(PINS_KEY, JSON.stringify(pins));
  } catch {
    // nothing to do: the pin only lasts for this page
  }
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
