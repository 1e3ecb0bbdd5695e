import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore, useModalStore } from '@genetype/shared';

function asksForLogin(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { openLogin?: unknown }).openLogin === true
  );
}

/**
 * Spec §2: home opens the login modal by itself when router state `{ openLogin: true }` asks for
 * it and no user is loaded. Waits while a stored session is still being checked, and answers
 * each navigation once.
 */
export function useOpenLoginFromRoute(): void {
  const location = useLocation();
  const status = useAuthStore((state) => state.status);
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (location.pathname !== '/' || !asksForLogin(location.state)) return;
    if (handledKey.current === location.key) return;
    // Read the store, not the render's snapshot: loadUser may have just started in this commit.
    const auth = useAuthStore.getState();
    if (auth.status === 'loading' || auth.user) return;
    handledKey.current = location.key;
    useModalStore.getState().open('login');
  }, [location, status]);
}
