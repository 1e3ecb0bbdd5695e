import { useEffect, useState } from 'react';
import { errorMessage, useAuthStore, useLanguageStore } from '@genetype/platform';
import { typeById } from '@genetype/domain';
import type { User } from '@genetype/domain/contracts';
import { typeReportById } from '@genetype/content';
import { useApiQuery } from '@genetype/platform/query';
import { Dialog } from '@genetype/ui';
import { kakaoMode, sendKakaoFeed } from '../../lib/kakao-share';
import type { KakaoFeedSettings } from '../../lib/kakao-share';
import { COPY_FEEDBACK_MS } from '../profile-share';
import styles from './share.module.scss';
import { appText, useAppT } from '../../i18n';
import ko from '../../i18n/ko';
import { myShareCodeQuery } from './share-code-api';

// The Korean labels (the buttons show them in the page's language).
export const SHARE_LABEL = ko.share.label;
export const SHARE_COPIED_LABEL = ko.share.copiedAddress;

/** What is shared: the site's name, the member's type in words, the short address. */
export function shareContent(user: User | null, url: string): ShareData {
  const final = user?.results.find((entry) => entry.section === 'D' && entry.typeId);
  // The report headings are Korean only for now: English names the type by number and code.
  const korean = useLanguageStore.getState().language === 'ko';
  const type = final?.typeId ? typeById(final.typeId) : undefined;
  const report = final?.typeId && korean ? typeReportById(final.typeId) : undefined;
  const heading =
    report?.heading ?? (type ? appText('share.typeName', { id: type.id, code: type.code }) : null);
  const nickname = user?.nickname;
  return {
    title: appText('share.title'),
    text: heading
      ? nickname
        ? appText('share.typeOf', { name: nickname, type: heading })
        : appText('share.myType', { type: heading })
      : nickname
        ? appText('share.profileOf', { name: nickname })
        : appText('share.myProfile'),
    url,
  };
}

export const KAKAO_LABEL = ko.share.kakao;

/**
 * The feed's picture: the page's og:image (the type's card once the crawler HTML names it),
 * else the site icon. Kakao needs an absolute address.
 */
export function shareImageUrl(): string {
  const og = document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
  return new URL(og || '/favicon.ico', window.location.origin).href;
}

/** The stand-in's dialog: what KakaoTalk would receive (development and tests only). */
export function KakaoPreview({
  settings,
  onClose,
}: {
  settings: KakaoFeedSettings;
  onClose(): void;
}) {
  const t = useAppT();
  const { content } = settings;
  return (
    <Dialog open title={t('share.kakaoPreview')} onClose={onClose} size="md">
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
  const t = useAppT();
  const user = useAuthStore((state) => state.user);
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const hasNickname = Boolean(user?.nickname);
  const shareCode = useApiQuery({
    ...myShareCodeQuery(),
    enabled: signedIn && hasNickname,
  });
  const loaded: Loaded = shareCode.data
    ? { status: 'ready', url: shareCode.data.url }
    : shareCode.isError && !shareCode.isFetching
      ? {
          status: 'failed',
          message: errorMessage(shareCode.error, t('share.addressFailed')),
        }
      : { status: 'loading' };
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [kakaoPreview, setKakaoPreview] = useState<KakaoFeedSettings | null>(null);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  if (!signedIn) return null;
  if (!hasNickname) return <p className={styles.note}>{t('share.needsNickname')}</p>;

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
          setProblem(t('share.failed'));
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(loaded.url);
      setCopied(true);
    } catch {
      setProblem(t('share.copyAddressFailed', { url: loaded.url }));
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
      setProblem(t('share.kakaoFailed'));
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
            {t('share.copiedAddress')}
          </>
        ) : (
          t('share.label')
        )}
      </button>
      {kakaoMode() !== 'off' && (
        <button
          type="button"
          className={`${styles.button} ${styles.kakao}`}
          data-brand="kakao"
          disabled={loaded.status !== 'ready'}
          onClick={() => void shareKakao()}
        >
          {t('share.kakao')}
        </button>
      )}
      {kakaoPreview && (
        <KakaoPreview settings={kakaoPreview} onClose={() => setKakaoPreview(null)} />
      )}
      {loaded.status === 'failed' && (
        <>
          <p className={styles.problem} role="alert">
            {loaded.message}
          </p>
          <button type="button" className={styles.retry} onClick={() => void shareCode.refetch()}>
            {t('common.retry')}
          </button>
        </>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
