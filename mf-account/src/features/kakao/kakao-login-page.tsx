import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  SOCIAL_EMAIL_TAKEN_MODAL,
  errorMessage,
  errorStatus,
  noticePendingWithdrawal,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import {
  acceptKakaoState,
  kakaoRedirectUri,
  keepPendingSignup,
} from '@genetype/platform/providers';
import type { SessionResponse } from '@genetype/domain/contracts';
import { CallbackView } from '../../components/callback-view/callback-view';
import { returnPathAfterLogin } from '../../lib/return-path';
import styles from './kakao-pages.module.scss';
import { appText, useAppT } from '../../i18n';
import { failureOf, failureText } from './failure';
import type { Failure } from './failure';
import ko from '../../i18n/ko';
import { kakaoLogin } from './api/kakao';

// The Korean texts (the page shows them in the page's language).
export const KAKAO_STATE_MISMATCH = ko.kakao.stateMismatch;
export const KAKAO_CANCELLED = ko.kakao.cancelled;

/**
 * /kakao/login: Kakao sends the browser back here with `code` and `state`. The code goes to the
 * API; a linked member is logged in, a first sign-in continues on /marketing (spec §2).
 */
export default function KakaoLoginPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A code works once: never send it twice (React's development double effects included).
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const stateOk = acceptKakaoState(params.get('state'), 'login');
    if (params.get('error')) {
      setFailure({ key: 'kakao.cancelled' });
      return;
    }
    if (!code || !stateOk) {
      setFailure({ key: 'kakao.stateMismatch' });
      return;
    }
    // eslint-disable-next-line genetype/no-fetch-in-effect -- the one-time login this page exists for (a POST, not a read): the code works once
    kakaoLogin(code, kakaoRedirectUri('login'))
      .then(async (answer) => {
        if (answer.kakaoAccessToken)
          storage.set(STORAGE_KEYS.kakaoAccessToken, answer.kakaoAccessToken);
        if (answer.user && answer.token) {
          const target = returnPathAfterLogin();
          await useAuthStore.getState().setSession(answer as SessionResponse);
          void navigate(target, { replace: true });
          noticePendingWithdrawal();
          return;
        }
        if (answer.signupToken) {
          keepPendingSignup({
            provider: 'kakao',
            signupToken: answer.signupToken,
            email: answer.email ?? null,
          });
          void navigate('/marketing', { replace: true });
          return;
        }
        setFailure({ key: 'kakao.loginFailed' });
      })
      .catch((error: unknown) => {
        if (errorStatus(error) === 409) {
          // The e-mail is a member's already: told now, not after the consents (issue 17).
          void navigate('/', { replace: true });
          useModalStore.getState().open(SOCIAL_EMAIL_TAKEN_MODAL, {
            message: errorMessage(error, appText('kakao.emailTaken')),
          });
          return;
        }
        setFailure(failureOf(error, 'kakao.loginFailed'));
      });
  }, [navigate]);

  if (failure === null)
    return <CallbackView title={t('kakao.loginTitle')} message={t('kakao.checking')} busy />;
  return (
    <CallbackView title={t('kakao.loginTitle')} message={failureText(failure, t)} busy={false}>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          void navigate('/', { replace: true });
          useModalStore.getState().open('login');
        }}
      >
        {t('profile.loginAgain')}
      </button>
    </CallbackView>
  );
}
