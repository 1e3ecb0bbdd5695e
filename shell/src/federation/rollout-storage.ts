// The browser-storage half of the rollout identity (the bucket id and the tester's pins), with no
// import of `@genetype/shared`: the warm-up reads it from the entry chunk, before the shared
// singletons exist.
import { REMOTE_APPS } from '@genetype/shared/domain';
import type { RemoteApp } from './remotes-manifest';

export const BUCKET_KEY = 'genetype:rollout-bucket';
export const PINS_KEY = 'genetype:mf-pins';
export const PIN_PARAM = 'mf-pin';

export type Pins = Partial<Record<RemoteApp, string>>;

export function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the bucket lives for this page only
  }
}

/** The bucket id kept from an earlier visit (null on a first visit or without storage). */
export function storedBucketId(): string | null {
  try {
    return safeStorage()?.getItem(BUCKET_KEY) ?? null;
  } catch {
    return null;
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
