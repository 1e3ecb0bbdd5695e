// The signed-in user. The API client reports a forced session clear through onSessionCleared,
// so the client never imports this store (no api ↔ store cycle).
import { create } from 'zustand';
import { authApi } from '../api/auth-api.js';
import { DEFAULT_TIMEOUT_MS, onSessionCleared } from '../api/config.js';
import { errorStatus } from '../api/errors.js';
import { logoutFromProviders } from '../api/providers-api.js';
import type { SessionResponse } from '@genetype/domain/contracts';
import type { User } from '@genetype/domain/contracts';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { recordEvaluation } from '../evaluations.js';

/**
 * - `anonymous`: no session is stored (or the API refused it).
 * - `loading`: a stored session is being checked (`/user/getUser` in flight).
 * - `authenticated`: the user is loaded.
 * - `unknown`: a session is stored but the check did not answer (time-out, network, server
 *   error). The member is neither shown as logged out nor as a visitor: consumers show a message
 *   with "다시 시도", which calls `loadUser()` again. Only a 401 ends a session (spec §8).
 */
export type AuthStatus = 'anonymous' | 'loading' | 'authenticated' | 'unknown';

/**
 * How long a session check may take before the member is told (the API client's default time-out;
 * a token renewal on the way could otherwise chain several). A late answer still applies.
 */
export const AUTH_CHECK_TIMEOUT_MS = DEFAULT_TIMEOUT_MS;

export interface AuthState {
  user: User | null;
  status: AuthStatus;
  /**
   * Fetches the current user; does nothing but mark anonymous when no session is stored. A check
   * that does not answer within AUTH_CHECK_TIMEOUT_MS ends `unknown` (a loaded user is kept).
   * Never rejects.
   */
  loadUser(): Promise<void>;
  /** Stores a login/sign-up session and loads the user. */
  setSession(session: SessionResponse): Promise<void>;
  /** True while a logout runs (set at once, so a second click finds it before any re-render). */
  loggingOut: boolean;
  /**
   * Revokes the session on the server (failure only logged) and forgets it locally. A call while
   * one runs joins it (one revoke).
   */
  logout(): Promise<void>;
  /** Forgets the session locally: all browser storage and the user. */
  clearSession(): void;
}

// Bumped whenever the session changes, so a getUser answer for an older session is ignored.
let generation = 0;
// The logout under way, joined by a second call.
let runningLogout: Promise<void> | null = null;

/** A session is stored (a refresh token an earlier release stored also counts). */
const hasStoredSession = (): boolean =>
  Boolean(storage.get(STORAGE_KEYS.token) || storage.get(STORAGE_KEYS.refreshToken));

recordEvaluation('auth store');

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  // A stored session starts as being checked: the first paint, before the check is sent, must not
  // show the member as a visitor (a flash of 로그인).
  status: hasStoredSession() ? 'loading' : 'anonymous',
  loggingOut: false,

  async loadUser() {
    // A legacy refresh token counts too: the client moves it to the cookie.
    if (!hasStoredSession()) {
      set({ user: null, status: 'anonymous' });
      return;
    }
    const mine = ++generation;
    set({ status: 'loading' });
    // A refresh of a loaded user keeps showing that user whatever happens to the check.
    const fallbackStatus = (): AuthStatus => (get().user ? 'authenticated' : 'unknown');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (mine === generation && get().status === 'loading') set({ status: fallbackStatus() });
        resolve();
      }, AUTH_CHECK_TIMEOUT_MS);
    });
    const check = authApi.getUser().then(
      (user) => {
        if (mine === generation) set({ user, status: 'authenticated' });
      },
      (error: unknown) => {
        // The client already logged the error and applied the error catalogue (a 401 'Not
        // authenticated' cleared the session, which bumped the generation).
        if (mine !== generation) return;
        if (errorStatus(error) === 401) set({ user: null, status: 'anonymous' });
        else set({ status: fallbackStatus() });
      },
    );
    await Promise.race([check, deadline]);
    clearTimeout(timer);
  },

  setSession(session) {
    // The refresh token came as an HttpOnly cookie; only the access token is kept here.
    storage.set(STORAGE_KEYS.token, session.token.token);
    storage.remove(STORAGE_KEYS.refreshToken);
    storage.set(STORAGE_KEYS.email, session.user.email);
    if (session.user.nickname) storage.set(STORAGE_KEYS.nickname, session.user.nickname);
    else storage.remove(STORAGE_KEYS.nickname);
    if (session.user.profileIcon) storage.set(STORAGE_KEYS.profileImage, session.user.profileIcon);
    else storage.remove(STORAGE_KEYS.profileImage);
    return get().loadUser();
  },

  logout() {
    if (runningLogout) return runningLogout;
    set({ loggingOut: true });
    runningLogout = (async () => {
      // Spec §4: the Kakao token is signed out at Kakao first (only logged when that fails).
      if (storage.get(STORAGE_KEYS.kakaoAccessToken)) await logoutFromProviders();
      if (hasStoredSession()) {
        try {
          await authApi.logout();
        } catch (error) {
          console.error('Logout request failed', error);
        }
      }
      get().clearSession();
    })().finally(() => {
      runningLogout = null;
      set({ loggingOut: false });
    });
    return runningLogout;
  },

  clearSession() {
    generation += 1;
    storage.clear();
    set({ user: null, status: 'anonymous' });
  },
}));

onSessionCleared(() => useAuthStore.getState().clearSession());
