import { useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  SOCIAL_EMAIL_TAKEN_MODAL,
  errorMessage,
  errorStatus,
  noticePendingWithdrawal,
  storage,
  takeReturnPath,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import {
  PopupBlockedError,
  PopupClosedError,
  keepPendingSignup,
  signInWithGoogle,
  startKakaoSignIn,
} from '@genetype/platform/providers';
import type { SessionResponse } from '@genetype/domain/contracts';
import type { GoogleCredential } from '@genetype/platform/providers';
import { queryClient, useApiMutation } from '@genetype/platform/query';
import ko from '../../i18n/modals/ko';
import { useModalT } from '../../i18n/modals';
import { googleLogin } from './api/auth';

/** Spec §8: the alert when the member closes the Google popup (Korean; shown in the page's language). */
export const GOOGLE_POPUP_CLOSED_MESSAGE = ko.social.googlePopupClosed;

export type SocialBusy = 'kakao' | 'google' | null;

const SOCIAL_KEY = ['auth', 'social-sign-in'];

/** Where a Google sign-in ends: logged in, or on to /marketing to finish a sign-up. */
type GoogleOutcome = { loggedIn: true; target: string | null } | { loggedIn: false };

/**
 * The login modal's Kakao and Google buttons (spec §4). Kakao leaves the page for its authorize
 * address; Google signs in in a popup and either logs in or continues to /marketing.
 */
export function useSocialSignIn(close: () => void) {
  const t = useModalT();
  const navigate = useNavigate();

  const showError = (message: string) =>
    useModalStore.getState().open('error', { title: t('social.errorTitle'), message });

  const kakaoStart = useApiMutation({
    mutationKey: SOCIAL_KEY,
    mutationFn: () => startKakaoSignIn('login'),
    onError: (error) => showError(errorMessage(error, t('social.kakaoStartFailed'))),
  });

  const googleSignIn = useApiMutation({
    mutationKey: SOCIAL_KEY,
    mutationFn: async (credential: Promise<GoogleCredential>): Promise<GoogleOutcome> => {
      const { idToken, nonce } = await credential;
      const answer = await googleLogin({ id_token: idToken, nonce });
      if (answer.user && answer.token) {
        const target = takeReturnPath();
        storage.remove(STORAGE_KEYS.foundEmail);
        await useAuthStore.getState().setSession(answer as SessionResponse);
        return { loggedIn: true, target };
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
      return { loggedIn: false };
    },
    onSuccess: (outcome) => {
      close();
      if (!outcome.loggedIn) {
        void navigate('/marketing');
        return;
      }
      if (outcome.target) void navigate(outcome.target);
      noticePendingWithdrawal();
    },
    onError: (error) => {
      if (error instanceof PopupClosedError) window.alert(t('social.googlePopupClosed'));
      else if (error instanceof PopupBlockedError) showError(t('social.popupBlocked'));
      else if (errorStatus(error) === 409)
        // The e-mail is a member's already: told now, not after the consents (issue 17).
        useModalStore.getState().open(SOCIAL_EMAIL_TAKEN_MODAL, {
          message: errorMessage(error, t('socialEmailTaken.message')),
        });
      else showError(errorMessage(error, t('social.googleFailed')));
    },
  });

  // One sign-in at a time: the cache knows of a pending one at once, before a re-render.
  const signingIn = () => queryClient.isMutating({ mutationKey: SOCIAL_KEY }) > 0;

  const kakao = () => {
    if (signingIn()) return;
    kakaoStart.mutate();
  };

  const google = () => {
    if (signingIn()) return;
    // The popup opens inside this click, before anything asynchronous, so it is not blocked.
    let credential: Promise<GoogleCredential>;
    try {
      credential = signInWithGoogle();
    } catch (error) {
      if (error instanceof PopupBlockedError) showError(t('social.popupBlocked'));
      else showError(t('social.googleStartFailed'));
      return;
    }
    googleSignIn.mutate(credential);
  };

  // Kakao stays busy once its address is being opened: the page is leaving.
  const busy: SocialBusy =
    kakaoStart.isPending || kakaoStart.isSuccess
      ? 'kakao'
      : googleSignIn.isPending
        ? 'google'
        : null;

  return { kakao, google, busy };
}
