/**
 * @jest-environment jest-fixed-jsdom
 */
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { useAuthStore } from '../stores/auth-store.js';
import { resetStores } from '../stores/reset.js';
import { authApi } from './auth-api.js';
import { logoutFromProviders, providersApi } from './providers-api.js';
import {
  acceptKakaoState,
  clearPendingSignup,
  keepPendingSignup,
  readPendingSignup,
  startKakaoSignIn,
} from './social-api.js';

const providers = {
  kakao: {
    clientId: 'k',
    authorizeUrl: 'http://idp.test/authorize',
    logoutUrl: 'http://idp.test/v1/user/logout',
  },
  google: { clientId: 'g', authorizeUrl: 'http://idp.test/g', callbackUrl: 'http://api.test/cb' },
  local: true,
};

let fetchMock: jest.Mock;

beforeEach(() => {
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = jest.fn(async () => new Response('{}', { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(providersApi, 'providers').mockResolvedValue(providers);
});
afterEach(() => jest.restoreAllMocks());

describe('Kakao state', () => {
  it('accepts the state this tab sent, once, and only for its flow', async () => {
    let url = '';
    await startKakaoSignIn('link', (target) => {
      url = target;
    });
    const state = new URL(url).searchParams.get('state');
    expect(new URL(url).searchParams.get('redirect_uri')).toBe('http://localhost/kakao/link');
    expect(acceptKakaoState(state, 'login')).toBe(false);

    await startKakaoSignIn('link', (target) => {
      url = target;
    });
    const fresh = new URL(url).searchParams.get('state');
    expect(acceptKakaoState('link.other', 'link')).toBe(false);
    await startKakaoSignIn('link', (target) => {
      url = target;
    });
    const third = new URL(url).searchParams.get('state');
    expect(third).not.toBe(fresh);
    expect(acceptKakaoState(third, 'link')).toBe(true);
    expect(acceptKakaoState(third, 'link')).toBe(false);
  });
});

describe('pending sign-up', () => {
  it('is kept for this tab and can be cleared', () => {
    expect(readPendingSignup()).toBeNull();
    keepPendingSignup({ provider: 'google', signupToken: 't', email: 'a@example.com' });
    expect(readPendingSignup()).toEqual({
      provider: 'google',
      signupToken: 't',
      email: 'a@example.com',
    });
    clearPendingSignup();
    expect(readPendingSignup()).toBeNull();
  });
});

describe('provider logout', () => {
  it('posts the Kakao logout with the stored token, then forgets it', async () => {
    storage.set(STORAGE_KEYS.kakaoAccessToken, 'kakao-token');
    await logoutFromProviders();
    expect(fetchMock).toHaveBeenCalledWith('http://idp.test/v1/user/logout', {
      method: 'POST',
      headers: {
        Authorization: 'Bearer kakao-token',
        'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
      },
    });
    expect(storage.get(STORAGE_KEYS.kakaoAccessToken)).toBeNull();
  });

  it('does nothing without a Kakao token, and only logs a failure', async () => {
    await logoutFromProviders();
    expect(fetchMock).not.toHaveBeenCalled();
    storage.set(STORAGE_KEYS.kakaoAccessToken, 'kakao-token');
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await logoutFromProviders();
    expect(consoleError).toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.kakaoAccessToken)).toBeNull();
  });

  it('runs as part of the store logout', async () => {
    storage.set(STORAGE_KEYS.token, 'access');
    storage.set(STORAGE_KEYS.kakaoAccessToken, 'kakao-token');
    jest.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    await useAuthStore.getState().logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
  });
});
