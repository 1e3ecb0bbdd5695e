// Members-only pages (spec §2, §6: /myPage's protected wrapper, the /welcome–/result–/thank-you
// guard). A visitor goes home, where router state opens the login modal, and comes back here after
// logging in.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { STORAGE_KEYS, onSessionCleared, storage, useAuthStore } from '@genetype/shared';

export interface RequireMemberProps {
  children: ReactNode;
  /** Shown until the member is known (the app's own loading view). */
  fallback: ReactNode;
}

export function RequireMember({ children, fallback }: RequireMemberProps) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const location = useLocation();
  // A stored token is being checked until the shell's loadUser answers (a dead one is cleared).
  const hasToken = Boolean(storage.get(STORAGE_KEYS.token));
  // A session the API just refused (401): the client is already taking the member home with the
  // session-expired flag, which a login request of ours must not replace.
  const sessionEnded = useRef(false);
  useEffect(
    () =>
      onSessionCleared(() => {
        sessionEnded.current = true;
      }),
    [],
  );

  useEffect(() => {
    if (user || hasToken || status === 'loading' || sessionEnded.current) return;
    storage.setJson(STORAGE_KEYS.refferData, {
      refererPathname: location.pathname,
      queryParam: location.search || null,
    });
    void navigate('/', { replace: true, state: { openLogin: true } });
  }, [user, status, hasToken, navigate, location.pathname, location.search]);

  return <>{user ? children : fallback}</>;
}
