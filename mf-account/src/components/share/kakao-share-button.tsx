// "카카오톡으로 공유" beside a copy-link button (the profile settings' share address): the same
// feed the result's share sends, through Kakao's SDK with KAKAO_JS_KEY (lib/kakao-share.ts), on
// every screen width. Hidden in a build that has neither the key nor the stand-in.
import { useState } from 'react';
import { useAuthStore } from '@genetype/platform';
import { kakaoMode, sendKakaoFeed } from '../../lib/kakao-share';
import type { KakaoFeedSettings } from '../../lib/kakao-share';
import { KakaoPreview, shareContent, shareImageUrl } from './share-button';
import styles from './share.module.scss';
import { useAppT } from '../../i18n';

export function KakaoShareButton({ url }: { url: string }) {
  const t = useAppT();
  const user = useAuthStore((state) => state.user);
  const [preview, setPreview] = useState<KakaoFeedSettings | null>(null);
  const [failed, setFailed] = useState(false);
  if (kakaoMode() === 'off') return null;

  const send = async () => {
    setFailed(false);
    const data = shareContent(user, url);
    try {
      await sendKakaoFeed(
        {
          title: data.title ?? '',
          description: data.text ?? '',
          imageUrl: shareImageUrl(),
          link: { mobileWebUrl: url, webUrl: url },
        },
        setPreview,
      );
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles.kakao}`}
        data-brand="kakao"
        onClick={() => void send()}
      >
        {t('share.kakao')}
      </button>
      {preview && <KakaoPreview settings={preview} onClose={() => setPreview(null)} />}
      {failed && (
        <p className={styles.problem} role="alert">
          {t('share.kakaoFailed')}
        </p>
      )}
    </>
  );
}
