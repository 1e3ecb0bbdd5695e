import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS, storage, useAuthStore, useModalStore } from '@genetype/platform';
import { acceptKakaoState, kakaoRedirectUri } from '@genetype/platform/providers';
import { CallbackView } from '../../components/callback-view/callback-view';
import styles from './kakao-pages.module.scss';
import { appText, useAppT } from '../../i18n';
import { failureOf, failureText } from './failure';
import type { Failure } from './failure';
import { kakaoLink } from './api/kakao';

const SETTINGS_PATH = '/myPage#settingSection';

/** /kakao/link: links the Kakao account Kakao just confirmed to the logged-in member. */
export default function KakaoLinkPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const stateOk = acceptKakaoState(params.get('state'), 'link');
    if (!storage.get(STORAGE_KEYS.token)) {
      setFailure({ key: 'kakao.linkNeedsLogin' });
      return;
    }
    if (params.get('error')) {
      setFailure({ key: 'kakao.linkCancelled' });
      return;
    }
    if (!code || !stateOk) {
      setFailure({ key: 'kakao.stateMismatch' });
      return;
    }
    // eslint-disable-next-line genetype/no-fetch-in-effect -- the one-time link this page exists for (a POST, not a read): the code works once
    kakaoLink(code, kakaoRedirectUri('link'))
      .then(async (answer) => {
        storage.set(STORAGE_KEYS.kakaoAccessToken, answer.kakaoAccessToken);
        await useAuthStore.getState().loadUser();
        useModalStore
          .getState()
          .open('success', { title: appText('kakao.linkedTitle'), message: answer.message });
        void navigate(SETTINGS_PATH, { replace: true });
      })
      .catch((error: unknown) => {
        setFailure(failureOf(error, 'kakao.linkFailed'));
      });
  }, [navigate]);

  if (failure === null)
    return <CallbackView title={t('kakao.linkTitle')} message={t('kakao.linking')} busy />;
  return (
    <CallbackView title={t('kakao.linkTitle')} message={failureText(failure, t)} busy={false}>
      <button type="button" className={styles.primary} onClick={() => void navigate(SETTINGS_PATH)}>
        {t('kakao.backToSettings')}
      </button>
    </CallbackView>
  );
}
