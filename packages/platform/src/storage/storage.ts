// localStorage can throw (private mode, disabled storage, quota) or be absent (Node); none of that
// should ever break a page, so every failure reads as "nothing stored".
import { DEVICE_PREFERENCE_KEYS, type StorageKey } from './keys.js';

function backend(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

export interface TypedStorage {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  getJson<T>(key: StorageKey): T | null;
  setJson(key: StorageKey, value: unknown): void;
  clear(): void;
}

export const storage: TypedStorage = {
  get(key) {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      backend()?.setItem(key, value);
    } catch (error) {
      console.error(`Could not store ${key}`, error);
    }
  },
  remove(key) {
    try {
      backend()?.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key, value) {
    let raw: string | undefined;
    try {
      raw = JSON.stringify(value);
    } catch (error) {
      console.error(`Could not serialise ${key}`, error);
      return;
    }
    if (raw === undefined) storage.remove(key);
    else storage.set(key, raw);
  },
  clear() {
    try {
      const kept = DEVICE_PREFERENCE_KEYS.map((key) => [key, storage.get(key)] as const);
      backend()?.clear();
      for (const [key, value] of kept) if (value !== null) storage.set(key, value);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  },
};
