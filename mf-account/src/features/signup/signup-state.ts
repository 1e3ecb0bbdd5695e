import { STORAGE_KEYS, storage, useAuthStore } from '@genetype/platform';
import type { ConsentsRequest } from '@genetype/domain/contracts';

/**
 * Router state carried through the sign-up flow (/agreement → /create-account). It keeps whatever
 * state the visitor arrived with (spec §2: /create-account receives the current router state).
 */
export interface SignupState {
  consents?: ConsentsRequest;
  [key: string]: unknown;
}

export function signupState(state: unknown): SignupState {
  return state !== null && typeof state === 'object' ? { ...(state as SignupState) } : {};
}

/** Spec §4: logged in = a token in storage (the user may still be loading). */
export function isLoggedIn(): boolean {
  return useAuthStore.getState().user !== null || storage.get(STORAGE_KEYS.token) !== null;
}
