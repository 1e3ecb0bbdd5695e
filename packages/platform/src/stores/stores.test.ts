import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApi } from '../api/client.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { AUTH_CHECK_TIMEOUT_MS, useAuthStore } from './auth-store.js';
import { useModalStore } from './modal-store.js';
import { useRecentSearchesStore } from './recent-searches-store.js';
import { resetStores } from './reset.js';

const user = {
  userId: 'gene1',
  email: 'gene@example.com',
  nickname: 'gene1',
  profileIcon: 'icon-3',
  phoneNumber: '01012345678',
  message: null,
  isPasswordSet: true,
  isWithdraw: 0 as const,
  remainingDays: null,
  section: 2,
  finishTest: false,
  results: [],
};

const session = {
  user: { email: 'gene@example.com', nickname: 'gene1', profileIcon: 'icon-3' },
  token: { token: 'access-1' },
};

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown };
const calls: InternalAxiosRequestConfig[] = [];

function serve(handler: Handler): void {
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status, data } = handler(config);
    const response = {
      data: data ?? null,
      status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
}

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  resetStores();
  configureApi({ baseURL: 'http://api.test', navigate: jest.fn() });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('useModalStore', () => {
  it('shows one modal at a time: open replaces the current one', () => {
    const { open } = useModalStore.getState();
    open('login');
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
    open('error', { message: '문제가 생겼어요.' });
    expect(useModalStore.getState().modal).toEqual({
      name: 'error',
      props: { message: '문제가 생겼어요.' },
    });
  });

  it('closes the open modal, or only the named one', () => {
    const { open, close } = useModalStore.getState();
    open('review');
    close('login');
    expect(useModalStore.getState().modal?.name).toBe('review');
    close('review');
    expect(useModalStore.getState().modal).toBeNull();
    open('search');
    close();
    expect(useModalStore.getState().modal).toBeNull();
  });
});

describe('useRecentSearchesStore', () => {
  it('keeps the 10 newest distinct terms in memory, newest first, and every term in storage', () => {
    const { add } = useRecentSearchesStore.getState();
    for (let i = 1; i <= 12; i += 1) add(`term${i}`);
    const { searches } = useRecentSearchesStore.getState();
    expect(searches).toHaveLength(10);
    expect(searches[0]).toBe('term12');
    expect(searches[9]).toBe('term3');
    expect(storage.getJson<string[]>(STORAGE_KEYS.recentSearches)).toHaveLength(12);
  });

  it('does not duplicate a term: searching it again moves it to the front', () => {
    const { add } = useRecentSearchesStore.getState();
    add('창의성');
    add('지구력');
    add(' 창의성 ');
    add('   ');
    expect(useRecentSearchesStore.getState().searches).toEqual(['창의성', '지구력']);
    expect(storage.getJson(STORAGE_KEYS.recentSearches)).toEqual(['창의성', '지구력']);
  });

  it('removes a term from memory and storage, refilling from older terms', () => {
    const { add, remove } = useRecentSearchesStore.getState();
    for (let i = 1; i <= 11; i += 1) add(`t${i}`);
    remove('t5');
    expect(useRecentSearchesStore.getState().searches).toEqual([
      't11',
      't10',
      't9',
      't8',
      't7',
      't6',
      't4',
      't3',
      't2',
      't1',
    ]);
    expect(storage.getJson<string[]>(STORAGE_KEYS.recentSearches)).not.toContain('t5');
  });

  it('follows changes made in another tab', () => {
    useRecentSearchesStore.getState().add('몰입');
    localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(['목표', '몰입']));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.recentSearches }));
    expect(useRecentSearchesStore.getState().searches).toEqual(['목표', '몰입']);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(useRecentSearchesStore.getState().searches).toEqual([]);
  });

  it('reads what is stored, ignoring bad data', () => {
    storage.setJson(STORAGE_KEYS.recentSearches, ['몰입', 3, '', '목표', '몰입']);
    useRecentSearchesStore.getState().hydrate();
    expect(useRecentSearchesStore.getState().searches).toEqual(['몰입', '목표']);
    localStorage.setItem(STORAGE_KEYS.recentSearches, 'not json');
    useRecentSearchesStore.getState().hydrate();
    expect(useRecentSearchesStore.getState().searches).toEqual([]);
  });
});

describe('useAuthStore', () => {
  it.each([
    ['token', 'loading'],
    ['refreshToken', 'loading'],
    [null, 'anonymous'],
  ] as const)(
    'starts from what is stored (%s → %s): a stored session is never first shown as a visitor',
    async (key, status) => {
      if (key) localStorage.setItem(key, 'stored');
      let fresh: { useAuthStore: typeof useAuthStore } | undefined;
      await jest.isolateModulesAsync(async () => {
        fresh = await import('./auth-store.js');
      });
      expect(fresh?.useAuthStore.getState().status).toBe(status);
    },
  );

  it('does not call the API when no token is stored', async () => {
    serve(() => ({ status: 200, data: user }));
    await useAuthStore.getState().loadUser();
    expect(calls).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });

  it('setSession stores the session and loads the user', async () => {
    serve(() => ({ status: 200, data: user }));
    localStorage.setItem('refreshToken', 'left-by-an-older-release');
    const pending = useAuthStore.getState().setSession(session);
    expect(useAuthStore.getState().status).toBe('loading');
    await pending;
    expect(storage.get(STORAGE_KEYS.token)).toBe('access-1');
    // The refresh token is an HttpOnly cookie now: nothing of it is kept in storage.
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(storage.get(STORAGE_KEYS.email)).toBe('gene@example.com');
    expect(storage.get(STORAGE_KEYS.nickname)).toBe('gene1');
    expect(storage.get(STORAGE_KEYS.profileImage)).toBe('icon-3');
    expect(calls[0]!.url).toBe('/user/getUser');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(useAuthStore.getState()).toMatchObject({ user, status: 'authenticated' });
  });

  it('ends unknown, not logged out, when the user check fails on the server', async () => {
    storage.set(STORAGE_KEYS.token, 't');
    serve(() => ({ status: 503 }));
    await expect(useAuthStore.getState().loadUser()).resolves.toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'unknown' });
    expect(storage.get(STORAGE_KEYS.token)).toBe('t');
  });

  it('ends unknown when the user check gets no answer (network error), and a retry recovers', async () => {
    storage.set(STORAGE_KEYS.token, 't');
    apiClient.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    };
    await useAuthStore.getState().loadUser();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'unknown' });
    serve(() => ({ status: 200, data: user }));
    const retry = useAuthStore.getState().loadUser();
    expect(useAuthStore.getState().status).toBe('loading');
    await retry;
    expect(useAuthStore.getState()).toMatchObject({ user, status: 'authenticated' });
  });

  it('ends unknown after AUTH_CHECK_TIMEOUT_MS when the check hangs; a late answer still applies', async () => {
    jest.useFakeTimers();
    try {
      let answer: (value: unknown) => void = () => undefined;
      apiClient.defaults.adapter = (config) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              data: user,
              status: 200,
              statusText: '',
              headers: new AxiosHeaders(),
              config,
              request: {},
            });
        });
      storage.set(STORAGE_KEYS.token, 't');
      const loading = useAuthStore.getState().loadUser();
      await jest.advanceTimersByTimeAsync(AUTH_CHECK_TIMEOUT_MS - 1);
      expect(useAuthStore.getState().status).toBe('loading');
      await jest.advanceTimersByTimeAsync(1);
      await loading;
      expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'unknown' });
      answer(user);
      await jest.advanceTimersByTimeAsync(0);
      expect(useAuthStore.getState()).toMatchObject({ user, status: 'authenticated' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a loaded user when a refresh of it fails', async () => {
    storage.set(STORAGE_KEYS.token, 't');
    useAuthStore.setState({ user, status: 'authenticated' });
    serve(() => ({ status: 503 }));
    await useAuthStore.getState().loadUser();
    expect(useAuthStore.getState()).toMatchObject({ user, status: 'authenticated' });
  });

  it("still logs out on a 401 'Not authenticated' (spec §8)", async () => {
    storage.set(STORAGE_KEYS.token, 't');
    serve(() => ({ status: 401, data: { message: 'Not authenticated' } }));
    await useAuthStore.getState().loadUser();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
  });

  it('logout revokes on the server, clears storage and the user', async () => {
    serve((config) =>
      config.url === '/user/logout'
        ? { status: 200, data: { message: 'ok' } }
        : { status: 200, data: user },
    );
    await useAuthStore.getState().setSession(session);
    storage.set(STORAGE_KEYS.search, '창의성');
    await useAuthStore.getState().logout();
    const logoutCall = calls.find((c) => c.url === '/user/logout');
    expect(logoutCall?.method).toBe('post');
    // The access token names the session; credentials let the browser drop the refresh cookie.
    expect(logoutCall?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(logoutCall?.withCredentials).toBe(true);
    expect(logoutCall?.headers.get('x-refresh-token')).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });

  it('logout still clears the session when the server call fails, and logs it', async () => {
    storage.set(STORAGE_KEYS.token, 't');
    useAuthStore.setState({ user, status: 'authenticated' });
    serve(() => ({ status: 503 }));
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('Logout request failed', expect.any(AxiosError));
    expect(localStorage.length).toBe(0);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('a second logout while one runs joins it: one revoke, loggingOut set at once', async () => {
    storage.set(STORAGE_KEYS.token, 't');
    useAuthStore.setState({ user, status: 'authenticated' });
    serve(() => ({ status: 200, data: { message: 'ok' } }));
    const first = useAuthStore.getState().logout();
    expect(useAuthStore.getState().loggingOut).toBe(true);
    const second = useAuthStore.getState().logout();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(calls.filter((c) => c.url === '/user/logout')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ user: null, loggingOut: false });
  });

  it('logout without a stored session makes no call', async () => {
    serve(() => ({ status: 200 }));
    await useAuthStore.getState().logout();
    expect(calls).toHaveLength(0);
  });

  it('ignores a user that arrives after the session was cleared', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    apiClient.defaults.adapter = async (config) => {
      await gate;
      return {
        data: user,
        status: 200,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
        request: {},
      };
    };
    storage.set(STORAGE_KEYS.token, 't');
    const loading = useAuthStore.getState().loadUser();
    useAuthStore.getState().clearSession();
    release();
    await loading;
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });
});
