// Values that live for one browser tab's sign-in attempt (OAuth state, nonce, pending sign-up).
// sessionStorage, not localStorage: another tab, or a later visit, must not pick them up.
export const SESSION_KEYS = {
  kakaoState: 'genetype:kakaoState',
  pendingSignup: 'genetype:pendingSignup',
} as const;

type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function backend(): Storage | null {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? null : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export const sessionValues = {
  get(key: SessionKey): string | null {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: SessionKey, value: string): void {
    try {
      backend()?.setItem(key, value);
    } catch (error) {
      console.error(`Could not keep ${key}`, error);
    }
  },
  /** Reads and forgets: a state or nonce is good for one answer only. */
  take(key: SessionKey): string | null {
    const value = sessionValues.get(key);
    try {
      backend()?.removeItem(key);
    } catch {
      // nothing to forget
    }
    return value;
  },
};

/** A random URL-safe value for OAuth `state` and OIDC `nonce`. */
export function randomValue(bytes = 24): string {
  const data = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(data);
  let text = '';
  for (const byte of data) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
