// Navigation and session hooks the host registers, so `shared` needs neither a router nor the stores.
export type NavigateFn = (path: string, state?: unknown) => void;

export const DEFAULT_TIMEOUT_MS = 8000;
/** Social sign-in, connect and disconnect calls (spec §9). */
export const SOCIAL_TIMEOUT_MS = 25000;

/**
 * The API's address when the shell's origin serves no run-time configuration (`/config.json`,
 * runtime-config.ts): the local API of `npm run dev`. Builds no longer carry an address.
 */
export const DEFAULT_API_URL = 'http://localhost:4000';

function hardNavigate(path: string): void {
  if (typeof window !== 'undefined') window.location.assign(path);
}

let navigateFn: NavigateFn = hardNavigate;
const sessionClearedListeners = new Set<() => void>();

export function navigateTo(path: string, state?: unknown): void {
  navigateFn(path, state);
}

export function setNavigate(navigate: NavigateFn | null): void {
  navigateFn = navigate ?? hardNavigate;
}

/** Called after a 401 'Not authenticated' cleared the stored session. Returns an unsubscribe function. */
export function onSessionCleared(listener: () => void): () => void {
  sessionClearedListeners.add(listener);
  return () => sessionClearedListeners.delete(listener);
}

export function notifySessionCleared(): void {
  for (const listener of sessionClearedListeners) {
    try {
      listener();
    } catch (error) {
      console.error('Session-cleared listener failed', error);
    }
  }
}
