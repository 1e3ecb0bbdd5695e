import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PopupBlockedError,
  PopupClosedError,
  STORAGE_KEYS,
  errorMessage,
  keepPendingSignup,
  signInWithGoogle,
  socialApi,
  startKakaoSignIn,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/shared';
import type { SessionResponse } from '@genetype/shared';

/** Spec §8: the alert when the member closes the Google popup. */
export const GOOGLE_POPUP_CLOSED_MESSAGE = '로그인 창이 닫혀 Google 로그인이 종료되었습니다.';
const POPUP_BLOCKED_MESSAGE =
  '팝업이 차단되어 Google 로그인 창을 열 수 없어요. 브라우저에서 팝업을 허용한 뒤 다시 시도해 주세요.';

interface Referrer {
  refererPathname?: unknown;
  queryParam?: unknown;
}

/** The stored referrer as a path on this site (the login modal's rule), or null. */
function storedReferrer(): string | null {
  const referrer = storage.getJson<Referrer>(STORAGE_KEYS.refferData);
  const pathname = referrer?.refererPathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return null;
  const query = typeof referrer?.queryParam === 'string' ? referrer.queryParam.trim() : '';
  return query ? `${pathname}${query.startsWith('?') ? query : `?${query}`}` : pathname;
}

export type SocialBusy = 'kakao' | 'google' | null;

/**
 * The login modal's Kakao and Google buttons (spec §4). Kakao leaves the page for its authorize
 * address; Google signs in in a popup and either logs in or continues to /marketing.
 */
export function useSocialSignIn(close: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<SocialBusy>(null);
  const inFlight = useRef(false);

  const showError = (message: string) =>
    useModalStore.getState().open('error', { title: '로그인할 수 없어요', message });

  const kakao = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy('kakao');
    startKakaoSignIn('login').catch((error: unknown) => {
      inFlight.current = false;
      setBusy(null);
      showError(
        errorMessage(error, '카카오 로그인을 시작하지 못했어요. 잠시 후 다시 시도해 주세요.'),
      );
    });
  }, []);

  const google = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy('google');
    // The popup opens inside this click, before anything asynchronous, so it is not blocked.
    let credential: ReturnType<typeof signInWithGoogle>;
    try {
      credential = signInWithGoogle();
    } catch (error) {
      inFlight.current = false;
      setBusy(null);
      showError(
        error instanceof PopupBlockedError
          ? POPUP_BLOCKED_MESSAGE
          : 'Google 로그인을 시작하지 못했어요.',
      );
      return;
    }
    credential
      .then(async ({ idToken, nonce }) => {
        const answer = await socialApi.googleLogin({ id_token: idToken, nonce });
        if (answer.user && answer.token) {
          const target = storedReferrer();
          storage.remove(STORAGE_KEYS.refferData);
          storage.remove(STORAGE_KEYS.foundEmail);
          await useAuthStore.getState().setSession(answer as SessionResponse);
          close();
          if (target) void navigate(target);
          return;
        }
        if (!answer.signupToken) throw new Error('no session and no sign-up token');
        // Spec §4: keep the ID token and the login type, and finish the sign-up on /marketing.
        storage.set(STORAGE_KEYS.id_token, idToken);
        storage.set(STORAGE_KEYS.loginType, 'google');
        keepPendingSignup({
          provider: 'google',
          signupToken: answer.signupToken,
          email: answer.email ?? null,
        });
        close();
        void navigate('/marketing');
      })
      .catch((error: unknown) => {
        if (error instanceof PopupClosedError) window.alert(GOOGLE_POPUP_CLOSED_MESSAGE);
        else showError(errorMessage(error, 'Google 로그인에 실패했어요. 다시 시도해 주세요.'));
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(null);
      });
  }, [close, navigate]);

  return { kakao, google, busy };
}
