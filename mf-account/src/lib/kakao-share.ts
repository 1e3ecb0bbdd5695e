// KakaoTalk share behind one adapter: Kakao's JavaScript SDK when the run-time configuration
// has a key (KAKAO_JS_KEY → /config.json), a local stand-in that speaks the same calls in development and tests, and
// nothing in a production build without a key. The SDK is an external script (no inline code:
// the site's CSP must allow its origin, KAKAO_SDK_ORIGIN).

import { runtimeConfig } from '@genetype/platform';

export const KAKAO_SDK_ORIGIN = 'https://t1.kakaocdn.net';
export const KAKAO_SDK_URL = `${KAKAO_SDK_ORIGIN}/kakao_js_sdk/2.7.4/kakao.min.js`;

export interface KakaoFeedContent {
  title: string;
  description: string;
  imageUrl: string;
  link: { mobileWebUrl: string; webUrl: string };
}

export interface KakaoFeedSettings {
  objectType: 'feed';
  content: KakaoFeedContent;
}

/** The part of Kakao's SDK the share uses (window.Kakao). */
export interface KakaoLike {
  init(key: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(settings: KakaoFeedSettings): void };
}

export type KakaoMode = 'sdk' | 'stand-in' | 'off';

export interface KakaoBuild {
  key: string;
  standIn: boolean;
}

/** The key of this environment (read at boot from /config.json) and the build's stand-in switch. */
function currentBuild(): KakaoBuild {
  return {
    key: runtimeConfig().kakaoJsKey,
    standIn: typeof __KAKAO_STAND_IN__ === 'boolean' ? __KAKAO_STAND_IN__ : false,
  };
}

export function kakaoMode(build: KakaoBuild = currentBuild()): KakaoMode {
  if (build.key) return 'sdk';
  return build.standIn ? 'stand-in' : 'off';
}

/** The stand-in: same calls as the SDK; sendDefault hands what would be sent to `onSend`. */
export function createKakaoStandIn(onSend: (settings: KakaoFeedSettings) => void): KakaoLike {
  let initialized = false;
  return {
    init: () => {
      initialized = true;
    },
    isInitialized: () => initialized,
    Share: {
      sendDefault: (settings) => {
        if (!initialized) throw new Error('Kakao.init must be called before Kakao.Share');
        onSend(settings);
      },
    },
  };
}

let sdk: Promise<KakaoLike> | null = null;

/** Loads Kakao's SDK once (an external <script>, never inline). */
function loadSdk(): Promise<KakaoLike> {
  sdk ??= new Promise<KakaoLike>((resolve, reject) => {
    const existing = (window as { Kakao?: KakaoLike }).Kakao;
    if (existing) {
      resolve(existing);
      return;
    }
    const script = document.createElement('script');
    script.src = KAKAO_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      const loaded = (window as { Kakao?: KakaoLike }).Kakao;
      if (loaded) resolve(loaded);
      else reject(new Error('Kakao SDK loaded without window.Kakao'));
    };
    script.onerror = () => {
      sdk = null;
      reject(new Error('Kakao SDK could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

/**
 * Sends a feed through KakaoTalk: `Kakao.init(key)` once, then `Kakao.Share.sendDefault`. In
 * stand-in mode the stand-in receives the same calls and `onStandIn` shows what would be sent.
 */
export async function sendKakaoFeed(
  content: KakaoFeedContent,
  onStandIn: (settings: KakaoFeedSettings) => void,
  build: KakaoBuild = currentBuild(),
): Promise<void> {
  const mode = kakaoMode(build);
  if (mode === 'off') throw new Error('KakaoTalk share is off in this build');
  const kakao = mode === 'sdk' ? await loadSdk() : createKakaoStandIn(onStandIn);
  if (!kakao.isInitialized()) kakao.init(mode === 'sdk' ? build.key : 'stand-in');
  kakao.Share.sendDefault({ objectType: 'feed', content });
}
