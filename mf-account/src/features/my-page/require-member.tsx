// The protected wrapper of /myPage (spec §2, §6): members only. A visitor goes home, where router
// state opens the login modal, and comes back here after logging in.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { STORAGE_KEYS, onSessionCleared, storage, useAuthStore } from '@genetype/shared';
import styles from './my-page.module.scss';

export function RequireMember({ children }: { children: ReactNode }) {
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

  if (!user) {
    return (
      <div className={styles.loading} role="status">
        회원 정보를 확인하고 있어요…
      </div>
    );
  }
  return <>{children}</>;
}
