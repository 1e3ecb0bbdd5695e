import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  acceptKakaoState,
  errorMessage,
  kakaoRedirectUri,
  keepPendingSignup,
  socialApi,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/shared';
import type { SessionResponse } from '@genetype/shared';
import { CallbackView } from '../../components/callback-view/callback-view';
import { returnPathAfterLogin } from '../../lib/return-path';
import styles from './kakao-pages.module.scss';

export const KAKAO_STATE_MISMATCH =
  '로그인 요청을 확인할 수 없어요. 보안을 위해 처음부터 다시 시도해 주세요.';
export const KAKAO_CANCELLED = '카카오 로그인을 취소했어요.';

/**
 * /kakao/login: Kakao sends the browser back here with `code` and `state`. The code goes to the
 * API; a linked member is logged in, a first sign-in continues on /marketing (spec §2).
 */
export default function KakaoLoginPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A code works once: never send it twice (React's development double effects included).
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const stateOk = acceptKakaoState(params.get('state'), 'login');
    if (params.get('error')) {
      setFailure(KAKAO_CANCELLED);
      return;
    }
    if (!code || !stateOk) {
      setFailure(KAKAO_STATE_MISMATCH);
      return;
    }
    socialApi
      .kakaoLogin(code, kakaoRedirectUri('login'))
      .then(async (answer) => {
        if (answer.kakaoAccessToken)
          storage.set(STORAGE_KEYS.kakaoAccessToken, answer.kakaoAccessToken);
        if (answer.user && answer.token) {
          const target = returnPathAfterLogin();
          await useAuthStore.getState().setSession(answer as SessionResponse);
          void navigate(target, { replace: true });
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
        setFailure('카카오 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.');
      })
      .catch((error: unknown) => {
        setFailure(errorMessage(error, '카카오 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.'));
      });
  }, [navigate]);

  if (failure === null)
    return (
      <CallbackView
        title="카카오 로그인"
        message="카카오 계정을 확인하고 있어요. 잠시만 기다려 주세요."
        busy
      />
    );
  return (
    <CallbackView title="카카오 로그인" message={failure} busy={false}>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          void navigate('/', { replace: true });
          useModalStore.getState().open('login');
        }}
      >
        다시 로그인하기
      </button>
    </CallbackView>
  );
}
