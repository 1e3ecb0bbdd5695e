// Members-only pages (spec §2, §6: /myPage's protected wrapper, the /welcome–/result–/thank-you
// guard). A visitor goes home, where router state opens the login modal, and comes back here after
// logging in. A session whose check did not answer (`unknown`) is not a visitor: it gets the
// message with "다시 시도", never the login.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  onSessionCleared,
  rememberReturnPath,
  storage,
  useAuthStore,
} from '@genetype/platform';
import { SessionUnknown } from './session-unknown.js';

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
    if (user || hasToken || status === 'loading' || status === 'unknown' || sessionEnded.current)
      return;
    rememberReturnPath(location);
    void navigate('/', { replace: true, state: { openLogin: true } });
  }, [user, status, hasToken, navigate, location]);

  if (user) return <>{children}</>;
  if (status === 'unknown') return <SessionUnknown />;
  return <>{fallback}</>;
}
