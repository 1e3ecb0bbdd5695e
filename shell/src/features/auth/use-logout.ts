import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, useModalStore } from '@genetype/shared';

export const LOGOUT_SUCCESS_MESSAGE = '로그아웃되었습니다.';
export const AFTER_LOGOUT_PATH = '/?mode=hide';

/**
 * Spec §4 logout: revoke the session, forget everything stored, say so, go home in hide mode.
 * The store only logs a failed revoke and clears locally anyway; anything else is only logged too.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await useAuthStore.getState().logout();
      useModalStore
        .getState()
        .open('success', { title: '로그아웃', message: LOGOUT_SUCCESS_MESSAGE });
      navigate(AFTER_LOGOUT_PATH);
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [navigate]);

  return { logout, pending };
}
