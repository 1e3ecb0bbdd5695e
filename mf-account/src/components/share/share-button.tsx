import { useEffect, useState } from 'react';
import { errorMessage, profilesApi, useAuthStore } from '@genetype/shared';
import type { User } from '@genetype/shared';
import { typeReportById } from '@genetype/shared/content';
import { Dialog } from '@genetype/shared/ui';
import { kakaoMode, sendKakaoFeed } from '../../lib/kakao-share';
import type { KakaoFeedSettings } from '../../lib/kakao-share';
import { COPY_FEEDBACK_MS } from '../profile-share';
import styles from './share.module.scss';

export const SHARE_LABEL = '결과 공유하기';
export const SHARE_COPIED_LABEL = '주소를 복사했어요';

/** What is shared: the site's name, the member's type in words, the short address. */
export function shareContent(user: User | null, url: string): ShareData {
  const final = user?.results.find((entry) => entry.section === 'D' && entry.typeId);
  const report = final?.typeId ? typeReportById(final.typeId) : undefined;
  const who = user?.nickname ? `${user.nickname}님의` : '나의';
  return {
    title: '진타입 | 나의 학습 유전자 유형',
    text: report ? `${who} 학습 유전자 유형: ${report.heading}` : `${who} 진타입 프로필이에요.`,
    url,
  };
}

export const KAKAO_LABEL = '카카오톡으로 공유';

/**
 * The feed's picture: the page's og:image (the type's card once the crawler HTML names it),
 * else the site icon. Kakao needs an absolute address.
 */
function shareImageUrl(): string {
  const og = document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
  return new URL(og || '/favicon.ico', window.location.origin).href;
}

/** The stand-in's dialog: what KakaoTalk would receive (development and tests only). */
function KakaoPreview({ settings, onClose }: { settings: KakaoFeedSettings; onClose(): void }) {
  const { content } = settings;
  return (
    <Dialog open title="카카오톡 공유 미리보기 (개발용 대역)" onClose={onClose} size="md">
      <dl className={styles.preview} data-testid="kakao-preview">
        <dt>objectType</dt>
        <dd>{settings.objectType}</dd>
        <dt>title</dt>
        <dd>{content.title}</dd>
        <dt>description</dt>
        <dd>{content.description}</dd>
        <dt>imageUrl</dt>
        <dd>{content.imageUrl}</dd>
        <dt>link</dt>
        <dd>{content.link.webUrl}</dd>
      </dl>
    </Dialog>
  );
}

type Loaded =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/**
 * Share at the result (result, /thank-you, own profile): the Web Share API where the browser has
 * it, otherwise copy the short address (/s/{code}) with the 3-second check. The address is fetched
 * on mount so the click itself stays a user gesture (navigator.share needs one).
 */
export function ShareButton() {
  const user = useAuthStore((state) => state.user);
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const hasNickname = Boolean(user?.nickname);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [kakaoPreview, setKakaoPreview] = useState<KakaoFeedSettings | null>(null);

  useEffect(() => {
    if (!signedIn || !hasNickname) return undefined;
    let current = true;
    profilesApi.shareCode().then(
      ({ url }) => {
        if (current) setLoaded({ status: 'ready', url });
      },
      (error: unknown) => {
        if (current)
          setLoaded({
            status: 'failed',
            message: errorMessage(
              error,
              '공유 주소를 만들지 못했어요. 잠시 후 다시 시도해 주세요.',
            ),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, hasNickname]);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  if (!signedIn) return null;
  if (!hasNickname) return <p className={styles.note}>닉네임을 정하면 결과를 공유할 수 있어요.</p>;

  const share = async () => {
    if (loaded.status !== 'ready') return;
    setProblem(null);
    const data = shareContent(user, loaded.url);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
      } catch (error) {
        // Closing the share sheet is not a failure.
        if ((error as { name?: string } | null)?.name !== 'AbortError')
          setProblem('공유하지 못했어요. 잠시 후 다시 시도해 주세요.');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(loaded.url);
      setCopied(true);
    } catch {
      setProblem(`주소를 복사하지 못했어요. 직접 복사해 주세요: ${loaded.url}`);
    }
  };

  const shareKakao = async () => {
    if (loaded.status !== 'ready') return;
    setProblem(null);
    const data = shareContent(user, loaded.url);
    try {
      await sendKakaoFeed(
        {
          title: data.title ?? '',
          description: data.text ?? '',
          imageUrl: shareImageUrl(),
          link: { mobileWebUrl: loaded.url, webUrl: loaded.url },
        },
        setKakaoPreview,
      );
    } catch {
      setProblem('카카오톡으로 공유하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <div className={styles.share}>
      <button
        type="button"
        className={`${styles.button} ${copied ? styles.copied : ''}`}
        disabled={loaded.status !== 'ready'}
        onClick={() => void share()}
        aria-live="polite"
      >
        {copied ? (
          <>
            <svg
              className={styles.icon}
              viewBox="0 0 16 16"
              aria-hidden="true"
              data-testid="share-copied"
            >
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {SHARE_COPIED_LABEL}
          </>
        ) : (
          SHARE_LABEL
        )}
      </button>
      {kakaoMode() !== 'off' && (
        <button
          type="button"
          className={`${styles.button} ${styles.kakao}`}
          disabled={loaded.status !== 'ready'}
          onClick={() => void shareKakao()}
        >
          {KAKAO_LABEL}
        </button>
      )}
      {kakaoPreview && (
        <KakaoPreview settings={kakaoPreview} onClose={() => setKakaoPreview(null)} />
      )}
      {loaded.status === 'failed' && (
        <p className={styles.problem} role="alert">
          {loaded.message}
        </p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
