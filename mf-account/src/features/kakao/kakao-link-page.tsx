import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  acceptKakaoState,
  errorMessage,
  kakaoRedirectUri,
  socialApi,
  storage,
  useAuthStore,
  useModalStore,
} from '@genetype/shared';
import { CallbackView } from '../../components/callback-view/callback-view';
import { KAKAO_STATE_MISMATCH } from './kakao-login-page';
import styles from './kakao-pages.module.scss';

const SETTINGS_PATH = '/myPage#settingSection';

/** /kakao/link: links the Kakao account Kakao just confirmed to the logged-in member. */
export default function KakaoLinkPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const stateOk = acceptKakaoState(params.get('state'), 'link');
    if (!storage.get(STORAGE_KEYS.token)) {
      setFailure('로그인한 뒤에 카카오 계정을 연결할 수 있어요.');
      return;
    }
    if (params.get('error')) {
      setFailure('카카오 계정 연결을 취소했어요.');
      return;
    }
    if (!code || !stateOk) {
      setFailure(KAKAO_STATE_MISMATCH);
      return;
    }
    socialApi
      .kakaoLink(code, kakaoRedirectUri('link'))
      .then(async (answer) => {
        storage.set(STORAGE_KEYS.kakaoAccessToken, answer.kakaoAccessToken);
        await useAuthStore.getState().loadUser();
        useModalStore.getState().open('success', { title: '카카오 연결', message: answer.message });
        void navigate(SETTINGS_PATH, { replace: true });
      })
      .catch((error: unknown) => {
        setFailure(
          errorMessage(error, '카카오 계정을 연결하지 못했어요. 잠시 후 다시 시도해 주세요.'),
        );
      });
  }, [navigate]);

  if (failure === null)
    return (
      <CallbackView
        title="카카오 계정 연결"
        message="카카오 계정을 연결하고 있어요. 잠시만 기다려 주세요."
        busy
      />
    );
  return (
    <CallbackView title="카카오 계정 연결" message={failure} busy={false}>
      <button type="button" className={styles.primary} onClick={() => void navigate(SETTINGS_PATH)}>
        설정으로 돌아가기
      </button>
    </CallbackView>
  );
}
