import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { ACCESS_TOKEN_EXPIRED_MESSAGE } from '@genetype/domain/contracts';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { peekReturnPath } from '../storage/return-path.js';
import { useAuthStore } from '../stores/auth-store.js';
import { resetStores } from '../stores/reset.js';
import { authApi } from './auth-api.js';
import { WITH_SESSION_COOKIE, apiClient, configureApi } from './client.js';
import type * as ClientModule from './client.js';
import type * as RuntimeConfigModule from './runtime-config.js';
import { DEFAULT_TIMEOUT_MS, SOCIAL_TIMEOUT_MS } from './config.js';
import { errorMessage, errorStatus, isApiError } from './errors.js';
import { promisesSettled } from '@genetype/tooling/testing';

interface Reply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

const requests: InternalAxiosRequestConfig[] = [];
const navigate = jest.fn();
let consoleError: jest.SpyInstance;

// Stands in for the network: records each request and answers like axios' own adapters
// (a status outside 2xx rejects with an AxiosError carrying the response).
function reply(
  answer: Reply | ((config: InternalAxiosRequestConfig) => Reply | Promise<Reply>),
): void {
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const r = typeof answer === 'function' ? await answer(config) : answer;
    const response: AxiosResponse = {
      data: r.data ?? null,
      status: r.status,
      statusText: String(r.status),
      headers: new AxiosHeaders(r.headers ?? {}),
      config,
      request: {},
    };
    if (r.status >= 200 && r.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${r.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  apiClient.defaults.adapter = adapter;
}

// jsdom has no fetch Response: the part of one the run-time configuration reads.
function fakeResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const sampleUser = {
  userId: 'gene1',
  email: 'gene@example.com',
  nickname: 'gene1',
  profileIcon: null,
  phoneNumber: null,
  message: null,
  isPasswordSet: true,
  isWithdraw: 0 as const,
  remainingDays: null,
  section: 0,
  finishTest: false,
  results: [],
};

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  resetStores();
  configureApi({ baseURL: 'http://api.test', navigate });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('apiClient configuration', () => {
  it('uses the configured base URL, JSON and the 8000 ms default time-out', async () => {
    reply({ status: 200, data: { status: 'ok' } });
    await apiClient.get('/health');
    const config = requests[0]!;
    expect(config.baseURL).toBe('http://api.test');
    expect(config.timeout).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(8000);
    expect(config.headers.get('Content-Type')).toMatch(/application\/json/);
  });

  it('lets a social call use the 25000 ms time-out', async () => {
    reply({ status: 200 });
    await apiClient.post('/user/googleLogin', { id_token: 'x' }, { timeout: SOCIAL_TIMEOUT_MS });
    expect(SOCIAL_TIMEOUT_MS).toBe(25000);
    expect(requests[0]!.timeout).toBe(25000);
  });

  it('defaults to the local API before the run-time configuration is read', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./client') as { apiClient: typeof apiClient };
      expect(fresh.apiClient.defaults.baseURL).toBe('http://localhost:4000');
    });
  });

  it("sends the first request to the run-time configuration's API address (/config.json)", async () => {
    type Modules = { client: typeof ClientModule; runtime: typeof RuntimeConfigModule };
    let modules: Modules | undefined;
    jest.isolateModules(() => {
      modules = {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        client: require('./client') as Modules['client'],
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        runtime: require('./runtime-config') as Modules['runtime'],
      };
    });
    const { client, runtime } = modules!;
    let answer: (value: Response) => void = () => undefined;
    const fetchConfig = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const seen: string[] = [];
    client.apiClient.defaults.adapter = async (config) => {
      seen.push(`${config.baseURL}${config.url}`);
      return { data: {}, status: 200, statusText: '200', headers: {}, config, request: {} };
    };
    void runtime.loadRuntimeConfig(fetchConfig as unknown as typeof fetch);
    const request = client.apiClient.get('/health');
    // axios has loaded and nothing but the document (which the test holds back) is left to wait for.
    await promisesSettled();
    // Nothing leaves before the document is read.
    expect(seen).toEqual([]);
    answer(fakeResponse(200, { apiUrl: 'https://genetype.kr/api/', kakaoJsKey: 'k' }));
    await request;
    expect(seen).toEqual(['https://genetype.kr/api/health']);
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(runtime.runtimeConfig()).toEqual({ apiUrl: 'https://genetype.kr/api', kakaoJsKey: 'k' });
  });

  it('keeps the local defaults when /config.json does not answer', async () => {
    let runtime: typeof RuntimeConfigModule | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      runtime = require('./runtime-config') as typeof RuntimeConfigModule;
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await runtime!.loadRuntimeConfig((async () =>
      fakeResponse(404, null)) as unknown as typeof fetch);
    expect(config.apiUrl).toBe('http://localhost:4000');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/config.json answered 404'));
    warn.mockRestore();
  });
});

describe('request headers', () => {
  it('sends no session headers without a stored session', async () => {
    reply({ status: 200 });
    await apiClient.get('/health');
    expect(requests[0]!.headers.get('Authorization')).toBeUndefined();
    expect(requests[0]!.headers.get('x-refresh-token')).toBeUndefined();
  });

  it('sends the bearer token from storage, never a refresh token, and no cookies by default', async () => {
    storage.set(STORAGE_KEYS.token, 'access-1');
    reply({ status: 200 });
    await apiClient.get('/user/getUser');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(requests[0]!.headers.get('x-refresh-token')).toBeUndefined();
    expect(requests[0]!.withCredentials).toBeFalsy();
  });

  it('sends credentials on the calls that start or end a session', async () => {
    reply({ status: 200, data: {} });
    await apiClient.post('/user/login', {}, WITH_SESSION_COOKIE);
    await authApi.logout();
    expect(requests.map((r) => r.withCredentials)).toEqual([true, true]);
  });
});

describe('idempotency keys', () => {
  const keyOf = (config: InternalAxiosRequestConfig) => config.headers.get('Idempotency-Key');

  it('sends a fresh key with every write and none with a read', async () => {
    reply({ status: 200, data: {} });
    await apiClient.post('/questions/saveAnswers', {});
    await apiClient.post('/questions/saveAnswers', {});
    await apiClient.put('/user/nickname', {});
    await apiClient.delete('/user/withdrawal');
    await apiClient.get('/user/getUser');
    const keys = requests.map(keyOf);
    expect(keys[4]).toBeUndefined();
    // The draft's structured-field string around 128 random bits.
    for (const key of keys.slice(0, 4)) expect(key).toMatch(/^"[0-9a-f-]{32,36}"$/);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
  });

  it('asks again with the same key while the API is still applying the write (409 + Retry-After)', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      reply(() => {
        calls += 1;
        return calls < 3
          ? { status: 409, data: { message: 'still' }, headers: { 'retry-after': '1' } }
          : { status: 200, data: { saved: true } };
      });
      const call = apiClient.post('/questions/saveAnswers', {});
      await jest.advanceTimersByTimeAsync(2000);
      await expect(call).resolves.toMatchObject({ data: { saved: true } });
      expect(requests).toHaveLength(3);
      expect(new Set(requests.map(keyOf)).size).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hands any other 409 (a taken user ID) to the caller at once', async () => {
    reply({ status: 409, data: { message: '이미 사용 중인 아이디예요.' } });
    await expect(apiClient.post('/user/signup', {})).rejects.toMatchObject({
      response: { status: 409 },
    });
    expect(requests).toHaveLength(1);
  });

  it('keeps the key when the write is sent again after a session renewal', async () => {
    storage.set(STORAGE_KEYS.token, 'expired');
    reply((config) => {
      if (config.url === '/user/refresh')
        return { status: 204, headers: { 'x-amzn-remapped-authorization': 'Bearer fresh' } };
      return config.headers.get('Authorization') === 'Bearer fresh'
        ? { status: 200, data: {} }
        : { status: 401, data: { message: ACCESS_TOKEN_EXPIRED_MESSAGE } };
    });
    await apiClient.post('/questions/saveAnswers', { questions: '[]' });
    expect(requests.map((r) => r.url)).toEqual([
      '/questions/saveAnswers',
      '/user/refresh',
      '/questions/saveAnswers',
    ]);
    expect(keyOf(requests[2]!)).toBe(keyOf(requests[0]!));
    // The renewal is a write of its own, with its own key.
    expect(keyOf(requests[1]!)).not.toBe(keyOf(requests[0]!));
  });
});

describe('token replacement from response headers', () => {
  beforeEach(() => {
    storage.set(STORAGE_KEYS.token, 'old-access');
  });

  it('stores the part after "Bearer " of x-amzn-remapped-authorization as the token', async () => {
    reply({ status: 200, headers: { 'x-amzn-remapped-authorization': 'Bearer new-access' } });
    await apiClient.get('/user/getUser');
    expect(storage.get(STORAGE_KEYS.token)).toBe('new-access');
  });

  it('never stores a refresh token, even if one came back in x-refresh-token', async () => {
    reply({ status: 200, headers: { 'x-refresh-token': 'new-refresh' } });
    await apiClient.get('/user/getUser');
    expect(storage.get(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(storage.get(STORAGE_KEYS.token)).toBe('old-access');
    expect(sessionStorage.length).toBe(0);
  });

  it('also reads the headers of an error response', async () => {
    reply({
      status: 400,
      data: { message: 'bad' },
      headers: { 'x-amzn-remapped-authorization': 'Bearer a3' },
    });
    await expect(apiClient.post('/reviews/post', {})).rejects.toBeInstanceOf(AxiosError);
    expect(storage.get(STORAGE_KEYS.token)).toBe('a3');
  });

  it('leaves the token alone when no header is present', async () => {
    reply({ status: 200 });
    await apiClient.get('/user/getUser');
    expect(storage.get(STORAGE_KEYS.token)).toBe('old-access');
  });

  it('sends the replaced token on the next request', async () => {
    reply({ status: 200, headers: { 'x-amzn-remapped-authorization': 'Bearer next' } });
    await apiClient.get('/user/getUser');
    await apiClient.get('/user/getUser');
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer next');
  });
});

describe('session renewal', () => {
  const EXPIRED = { status: 401, data: { message: ACCESS_TOKEN_EXPIRED_MESSAGE } };
  const RENEWED = (token: string) => ({
    status: 204,
    headers: { 'x-amzn-remapped-authorization': `Bearer ${token}` },
  });
  const bearer = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');

  it('renews an expired access token on the refresh path with credentials, then retries the call once', async () => {
    storage.set(STORAGE_KEYS.token, 'expired');
    reply((config) => {
      if (config.url === '/user/refresh') return RENEWED('fresh');
      return bearer(config) === 'Bearer fresh' ? { status: 200, data: sampleUser } : EXPIRED;
    });
    const { data } = await apiClient.get('/user/getUser');
    expect(data).toEqual(sampleUser);
    expect(requests.map((r) => r.url)).toEqual(['/user/getUser', '/user/refresh', '/user/getUser']);
    expect(requests[1]!.method).toBe('post');
    expect(requests[1]!.withCredentials).toBe(true);
    expect(requests[1]!.headers.get('x-refresh-token')).toBeUndefined();
    expect(storage.get(STORAGE_KEYS.token)).toBe('fresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renews once for parallel calls that all found the token expired', async () => {
    storage.set(STORAGE_KEYS.token, 'expired');
    let renewals = 0;
    let expired = 0;
    let allExpired: () => void = () => undefined;
    const allFoundExpired = new Promise<void>((resolve) => (allExpired = resolve));
    reply(async (config) => {
      if (config.url === '/user/refresh') {
        renewals += 1;
        // The renewal answers once every call has been told its token expired.
        await allFoundExpired;
        return RENEWED('fresh');
      }
      if (bearer(config) === 'Bearer fresh') return { status: 200, data: {} };
      expired += 1;
      if (expired === 3) allExpired();
      return EXPIRED;
    });
    const results = await Promise.all([
      apiClient.get('/user/getUser'),
      apiClient.get('/user/myPage'),
      apiClient.get('/reviews/myreview'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(renewals).toBe(1);
  });

  it('retries once only: a second expiry is handed to the caller', async () => {
    storage.set(STORAGE_KEYS.token, 'expired');
    reply((config) => (config.url === '/user/refresh' ? RENEWED('still-bad') : EXPIRED));
    await expect(apiClient.get('/user/getUser')).rejects.toBeInstanceOf(AxiosError);
    expect(requests.map((r) => r.url)).toEqual(['/user/getUser', '/user/refresh', '/user/getUser']);
  });

  it('ends the session (spec §8) when the refresh path refuses', async () => {
    storage.set(STORAGE_KEYS.token, 'expired');
    storage.set(STORAGE_KEYS.nickname, 'gene1');
    useAuthStore.setState({ user: sampleUser, status: 'authenticated' });
    reply((config) =>
      config.url === '/user/refresh'
        ? { status: 401, data: { message: 'Not authenticated' } }
        : EXPIRED,
    );
    await expect(apiClient.get('/user/getUser')).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.length).toBe(0);
    expect(useAuthStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { error: true });
    expect(requests.map((r) => r.url)).toEqual(['/user/getUser', '/user/refresh']);
  });

  it('moves a refresh token an earlier release stored: sent once, then deleted, before the first call', async () => {
    storage.set(STORAGE_KEYS.token, 'old-access');
    storage.set(STORAGE_KEYS.refreshToken, 'stored-refresh');
    reply((config) =>
      config.url === '/user/refresh' ? RENEWED('fresh') : { status: 200, data: sampleUser },
    );
    await apiClient.get('/user/getUser');
    await apiClient.get('/user/myPage');
    expect(requests.map((r) => r.url)).toEqual(['/user/refresh', '/user/getUser', '/user/myPage']);
    expect(requests[0]!.headers.get('x-refresh-token')).toBe('stored-refresh');
    expect(requests[0]!.withCredentials).toBe(true);
    expect(bearer(requests[1]!)).toBe('Bearer fresh');
    expect(requests[2]!.headers.get('x-refresh-token')).toBeUndefined();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('keeps the stored refresh token when the move could not reach the API, to try again', async () => {
    storage.set(STORAGE_KEYS.token, 'old-access');
    storage.set(STORAGE_KEYS.refreshToken, 'stored-refresh');
    reply((config) =>
      config.url === '/user/refresh'
        ? Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))
        : { status: 200, data: sampleUser },
    );
    await apiClient.get('/user/getUser');
    expect(localStorage.getItem('refreshToken')).toBe('stored-refresh');
  });
});

describe('error catalogue', () => {
  it('goes to /500 on a 500 and rejects to the caller', async () => {
    reply({ status: 500, data: { message: 'boom' } });
    const error = await apiClient.get('/user/myPage').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(errorStatus(error)).toBe(500);
    expect(navigate).toHaveBeenCalledWith('/500', undefined);
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('goes to /404 on a 404', async () => {
    reply({ status: 404, data: { message: 'Not found' } });
    await expect(apiClient.get('/user/nobody')).rejects.toBeInstanceOf(AxiosError);
    expect(navigate).toHaveBeenCalledWith('/404', undefined);
  });

  it('leaves a 404 to a caller that explains it (an unknown nickname)', async () => {
    reply({ status: 404, data: { message: '해당 닉네임의 회원을 찾을 수 없어요.' } });
    const error = await apiClient
      .get('/user/nobody12345', { explainsNotFound: true })
      .catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(404);
    expect(errorMessage(error, '')).toBe('해당 닉네임의 회원을 찾을 수 없어요.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears storage and the user and goes home with the error flag on 401 "Not authenticated"', async () => {
    storage.set(STORAGE_KEYS.token, 'expired');
    storage.set(STORAGE_KEYS.nickname, 'gene1');
    useAuthStore.setState({ user: sampleUser, status: 'authenticated' });
    reply({ status: 401, data: { message: 'Not authenticated' } });
    await expect(apiClient.get('/user/getUser')).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.length).toBe(0);
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(navigate).toHaveBeenCalledWith('/', { error: true });
  });

  it('remembers the page the session ended on, so the next login returns there', async () => {
    window.history.pushState(null, '', '/myPage?tab=1#settingSection');
    storage.set(STORAGE_KEYS.token, 'expired');
    reply({ status: 401, data: { message: 'Not authenticated' } });
    await expect(apiClient.get('/user/getUser')).rejects.toBeInstanceOf(AxiosError);
    expect(peekReturnPath()).toBe('/myPage?tab=1#settingSection');
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    window.history.pushState(null, '', '/');
  });

  it('keeps the session on any other 401', async () => {
    storage.set(STORAGE_KEYS.token, 't');
    reply({ status: 401, data: { message: '비밀번호가 올바르지 않습니다.' } });
    await expect(apiClient.post('/user/updatePassword', {})).rejects.toBeInstanceOf(AxiosError);
    expect(storage.get(STORAGE_KEYS.token)).toBe('t');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('only logs and rejects other errors (400, time-out, network)', async () => {
    reply({ status: 400, data: { message: '아이디 또는 비밀번호가 일치하지 않아요.' } });
    const bad = await apiClient
      .post('/user/login', { login: 'gene1', password: 'wrong123!' })
      .catch((e: unknown) => e);
    expect(errorMessage(bad, '로그인에 실패했어요.')).toBe(
      '아이디 또는 비밀번호가 일치하지 않아요.',
    );

    reply((config) =>
      Promise.reject(new AxiosError('timeout of 8000ms exceeded', AxiosError.ECONNABORTED, config)),
    );
    const timeout = await apiClient.get('/questions/getQuestions').catch((e: unknown) => e);
    expect(isApiError(timeout)).toBe(true);
    expect(errorMessage(timeout, '잠시 후 다시 시도해 주세요.')).toBe(
      '잠시 후 다시 시도해 주세요.',
    );

    expect(navigate).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenCalledWith(bad);
    expect(consoleError).toHaveBeenCalledWith(timeout);
  });
});

describe('errorMessage', () => {
  it('falls back for non-API errors and empty messages', () => {
    expect(errorMessage(new Error('x'), '기본')).toBe('기본');
    expect(errorMessage(undefined, '기본')).toBe('기본');
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('authApi', () => {
  it('calls the session endpoints and returns their bodies', async () => {
    reply((config) => {
      if (config.url === '/user/getUser') return { status: 200, data: sampleUser };
      return { status: 200, data: { message: 'ok' } };
    });
    await expect(authApi.getUser()).resolves.toEqual(sampleUser);
    await expect(authApi.logout()).resolves.toBeUndefined();
    expect(requests.map((r) => `${r.method?.toUpperCase()} ${r.url}`)).toEqual([
      'GET /user/getUser',
      'POST /user/logout',
    ]);
  });
});
