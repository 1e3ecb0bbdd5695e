import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, useModalStore } from '@genetype/platform';
import ko from '../../i18n/ko';
import { useShellT } from '../../i18n';

/** The Korean notice (shown in the page's language: `account.loggedOut`). */
export const LOGOUT_SUCCESS_MESSAGE = ko.account.loggedOut;
export const AFTER_LOGOUT_PATH = '/?mode=hide';

/**
 * Spec §4 logout: revoke the session, forget everything stored, say so, go home in hide mode.
 * The store only logs a failed revoke and clears locally anyway; anything else is only logged too.
 *
 * Not through `useApiMutation` (issue 16's data layer) on purpose: this hook lives in the navbar,
 * which every first visit loads, and `@genetype/platform/query` would bring TanStack Query along
 * (13.4 KB gzip measured on the shell's first visit of /), which the design loads only with the
 * first page that fetches. The in-flight state is the auth store's own (`loggingOut`, set at
 * once), so this hook keeps no flag or ref of its own either.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const t = useShellT();
  const navigate = useNavigate();
  const pending = useAuthStore((state) => state.loggingOut);

  const logout = useCallback(async () => {
    const auth = useAuthStore.getState();
    if (auth.loggingOut) return;
    try {
      await auth.logout();
      useModalStore
        .getState()
        .open('success', { title: t('account.loggedOutTitle'), message: t('account.loggedOut') });
      void navigate(AFTER_LOGOUT_PATH);
    } catch (error) {
      console.error('Logout failed', error);
    }
  }, [navigate, t]);

  return { logout, pending };
}
