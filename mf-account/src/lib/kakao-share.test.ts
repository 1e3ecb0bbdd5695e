import { KAKAO_SDK_URL, createKakaoStandIn, kakaoMode, sendKakaoFeed } from './kakao-share';
import type { KakaoFeedContent } from './kakao-share';

const content: KakaoFeedContent = {
  title: 'gene01님의 학습 유전자 유형',
  description: '31번 주의 깊은 탐험가',
  imageUrl: 'http://localhost:3000/og/type-31.png',
  link: {
    mobileWebUrl: 'http://localhost:3000/s/Ab3_x-9Z',
    webUrl: 'http://localhost:3000/s/Ab3_x-9Z',
  },
};

afterEach(() => {
  delete (window as { Kakao?: unknown }).Kakao;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('kakao share adapter', () => {
  it('picks the SDK with a key, the stand-in in development, nothing in production', () => {
    expect(kakaoMode({ key: 'abc', standIn: false })).toBe('sdk');
    expect(kakaoMode({ key: '', standIn: true })).toBe('stand-in');
    expect(kakaoMode({ key: '', standIn: false })).toBe('off');
  });

  it('the stand-in speaks the SDK calls and hands over what would be sent', async () => {
    const onSend = jest.fn();
    await sendKakaoFeed(content, onSend, { key: '', standIn: true });
    expect(onSend).toHaveBeenCalledWith({ objectType: 'feed', content });
    const standIn = createKakaoStandIn(onSend);
    expect(() => standIn.Share.sendDefault({ objectType: 'feed', content })).toThrow('Kakao.init');
  });

  it('with a key: loads the SDK as an external script, calls Kakao.init once, then sendDefault', async () => {
    const sendDefault = jest.fn();
    const init = jest.fn();
    let initialized = false;
    const sending = sendKakaoFeed(content, jest.fn(), { key: 'js-key', standIn: false });
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(KAKAO_SDK_URL);
    expect(script?.textContent).toBe('');
    (window as { Kakao?: unknown }).Kakao = {
      init: (key: string) => {
        init(key);
        initialized = true;
      },
      isInitialized: () => initialized,
      Share: { sendDefault },
    };
    script?.dispatchEvent(new Event('load'));
    await sending;
    await sendKakaoFeed(content, jest.fn(), { key: 'js-key', standIn: false });
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith('js-key');
    expect(sendDefault).toHaveBeenCalledTimes(2);
    expect(sendDefault).toHaveBeenCalledWith({ objectType: 'feed', content });
  });

  it('refuses to send when off', async () => {
    await expect(sendKakaoFeed(content, jest.fn(), { key: '', standIn: false })).rejects.toThrow(
      'off',
    );
  });
});
