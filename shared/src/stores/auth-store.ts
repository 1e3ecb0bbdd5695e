// The signed-in user. The API client reports a forced session clear through onSessionCleared,
// so the client never imports this store (no api ↔ store cycle).
import { create } from 'zustand';
import { authApi } from '../api/auth-api.js';
import { onSessionCleared } from '../api/config.js';
import { logoutFromProviders } from '../api/social-api.js';
import type { SessionResponse } from '../contracts/auth.js';
import type { User } from '../contracts/user.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';

export type AuthStatus = 'anonymous' | 'loading' | 'authenticated';

export interface AuthState {
  user: User | null;
  status: AuthStatus;
  /** Fetches the current user; does nothing but mark anonymous when no session is stored. Never rejects. */
  loadUser(): Promise<void>;
  /** Stores a login/sign-up session and loads the user. */
  setSession(session: SessionResponse): Promise<void>;
  /** Revokes the session on the server (failure only logged) and forgets it locally. */
  logout(): Promise<void>;
  /** Forgets the session locally: all browser storage and the user. */
  clearSession(): void;
}

// Bumped whenever the session changes, so a getUser answer for an older session is ignored.
let generation = 0;

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  status: 'anonymous',

  async loadUser() {
    // A refresh token an earlier release stored also counts: the client moves it to the cookie.
    if (!storage.get(STORAGE_KEYS.token) && !storage.get(STORAGE_KEYS.refreshToken)) {
      set({ user: null, status: 'anonymous' });
      return;
    }
    const mine = ++generation;
    set({ status: 'loading' });
    try {
      const user = await authApi.getUser();
      if (mine === generation) set({ user, status: 'authenticated' });
    } catch {
      // The client already logged the error and applied the error catalogue.
      if (mine === generation) set({ user: null, status: 'anonymous' });
    }
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

  async logout() {
    // Spec §4: the Kakao token is signed out at Kakao first (only logged when that fails).
    if (storage.get(STORAGE_KEYS.kakaoAccessToken)) await logoutFromProviders();
    const hasSession = storage.get(STORAGE_KEYS.token) || storage.get(STORAGE_KEYS.refreshToken);
    if (hasSession) {
      try {
        await authApi.logout();
      } catch (error) {
        console.error('Logout request failed', error);
      }
    }
    get().clearSession();
  },

  clearSession() {
    generation += 1;
    storage.clear();
    set({ user: null, status: 'anonymous' });
  },
}));

onSessionCleared(() => useAuthStore.getState().clearSession());
