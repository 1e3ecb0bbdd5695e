import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { configureApi, useAuthStore, useModalStore } from '@genetype/platform';

function stateFlag(state: unknown, flag: 'openLogin' | 'error'): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[flag] === true
  );
}

/**
 * The address that opens the login dialog on any page: `?login` (the prerendered navbar's 로그인, a
 * GET form's button, src/prerender/plain-controls.tsx).
 */
export const LOGIN_PARAM = 'login';

/**
 * Spec §2: home opens the login modal by itself when router state `{ openLogin: true }` asks for
 * it and no user is loaded. After a forced session clear (spec §8: a 401 'Not authenticated'
 * sends the browser to / with `{ error: true }`), home shows the session-expired modal, whose
 * button opens the login. Waits while a stored session is still being checked, and answers each
 * navigation once. Any page opens it for `?login`, and drops its query.
 */
export function useOpenLoginFromRoute(): void {
  const location = useLocation();
  const navigate = useNavigate();

  // The API client's error catalogue (401 → '/' with `{ error: true }`, 500 → /500, 404 → /404)
  // navigates through the shell's router, so the router state reaches this hook. Without it the
  // client falls back to a full page load, which loses the state.
  useEffect(() => {
    configureApi({ navigate: (path, state) => void navigate(path, { state }) });
    return () => configureApi({ navigate: (path) => window.location.assign(path) });
  }, [navigate]);

  const status = useAuthStore((state) => state.status);
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const addressed = new URLSearchParams(location.search).has(LOGIN_PARAM);
    const home = location.pathname === '/';
    const expired = home && stateFlag(location.state, 'error');
    if (!expired && !addressed && !(home && stateFlag(location.state, 'openLogin'))) return;
    if (handledKey.current === location.key) return;
    // Read the store, not the render's snapshot: loadUser may have just started in this commit.
    const auth = useAuthStore.getState();
    if (auth.status === 'loading') return;
    // Answered once: the address loses its query, so reloading or going back does not reopen it.
    if (addressed) void navigate(location.pathname, { replace: true, state: location.state });
    // A session whose check did not answer is not logged out: no login modal for it.
    if (auth.status === 'unknown' || auth.user) return;
    handledKey.current = location.key;
    useModalStore.getState().open(expired ? 'sessionExpired' : 'login');
  }, [location, status, navigate]);
}
