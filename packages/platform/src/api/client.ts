// The one HTTP client of every app (spec §7, §8): session headers out, refreshed tokens in, and the
// error catalogue's navigation. Callers still receive every error.
//
// Sessions: the access token is kept in storage (spec §4) and sent as a bearer token; the refresh
// token is an HttpOnly cookie page script never sees, sent by the browser only to the refresh path.
// A call answered "access token expired" renews the session there (one renewal shared by every
// call waiting on it) and is retried once, so a member never notices.
//
// axios (about 20 KB gzip) is not part of the first load: a first visit makes no API call unless a
// session is stored, so the real instance is created by the first request, from the settings in
// `apiClient.defaults` (which then become the instance's own).
import { currentLanguage } from '../i18n/i18n.js';
import type {
  AxiosInstance,
  AxiosResponse,
  CreateAxiosDefaults,
  InternalAxiosRequestConfig,
} from 'axios';
import {
  ACCESS_TOKEN_EXPIRED_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  NOT_AUTHENTICATED_MESSAGE,
  REFRESH_PATH,
  TOKEN_HEADERS,
} from '@genetype/domain/contracts';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import { rememberReturnPath } from '../storage/return-path.js';
import type { NavigateFn } from './config.js';
import {
  DEFAULT_API_URL,
  DEFAULT_TIMEOUT_MS,
  navigateTo,
  notifySessionCleared,
  setNavigate,
} from './config.js';
import { isApiError } from './errors.js';
import { runtimeConfigReady } from './runtime-config.js';
import { recordEvaluation } from '../evaluations.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Set on the renewal itself, on the one retry after it, and on logout: such a call neither
     * waits for a session renewal nor starts one.
     */
    skipSessionRenewal?: boolean;
    /**
     * The caller explains a 404 itself (an unknown nickname on the profile page): the answer is
     * rejected as usual, without the catalogue's move to /404.
     */
    explainsNotFound?: boolean;
    /** How often this write was sent again because the API was still applying it (409). */
    stillApplyingRetries?: number;
  }
}

/** What every request starts from: base URL, time-out, headers, and (in tests) the adapter. */
export type ApiDefaults = Pick<CreateAxiosDefaults, 'baseURL' | 'timeout' | 'adapter' | 'headers'>;

const pendingDefaults: ApiDefaults = {
  baseURL: DEFAULT_API_URL,
  timeout: DEFAULT_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
};
let instance: AxiosInstance | null = null;
let loading: Promise<AxiosInstance> | null = null;
/** Set by configureApi({ baseURL }): an explicit address wins over the run-time configuration. */
let baseUrlConfigured = false;

function createInstance(): Promise<AxiosInstance> {
  if (instance) return Promise.resolve(instance);
  // The base address comes from the run-time configuration the shell reads at boot (in parallel
  // with loading axios): no request leaves before it is known.
  loading ??= Promise.all([
    runtimeConfigReady(),
    import(/* webpackChunkName: "axios" */ 'axios'),
  ]).then(
    ([runtime, { default: axios }]) => {
      if (!baseUrlConfigured) pendingDefaults.baseURL = runtime.apiUrl;
      instance ??= axios.create(pendingDefaults);
      instance.interceptors.request.use(addSessionHeaders);
      instance.interceptors.response.use(onResponse, onError);
      return instance;
    },
    (error: unknown) => {
      // A chunk that failed to load (offline) is tried again by the next request.
      loading = null;
      throw error;
    },
  );
  return loading;
}

type Method = 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';

/** One of the instance's methods, loading the instance first; the same signature as axios'. */
function lazy<K extends Method>(method: K): AxiosInstance[K] {
  const call = (...args: unknown[]) =>
    createInstance().then((client) =>
      (client[method] as (...params: unknown[]) => Promise<unknown>).apply(client, args),
    );
  return call as unknown as AxiosInstance[K];
}

/**
 * The API client: the request methods of an axios instance, which it loads on first use.
 * `defaults` are the instance's defaults once it exists, the settings it will be created with before.
 */
recordEvaluation('API client');

export const apiClient = {
  get defaults(): ApiDefaults {
    return instance ? instance.defaults : pendingDefaults;
  },
  request: lazy('request'),
  get: lazy('get'),
  delete: lazy('delete'),
  head: lazy('head'),
  options: lazy('options'),
  post: lazy('post'),
  put: lazy('put'),
  patch: lazy('patch'),
};

export interface ApiConfigOptions {
  baseURL?: string;
  navigate?: NavigateFn;
}

/** Registers the API base address and the router's navigate function (the shell calls it once). */
export function configureApi(options: ApiConfigOptions): void {
  if (options.baseURL) {
    apiClient.defaults.baseURL = options.baseURL;
    baseUrlConfigured = true;
  }
  if (options.navigate) setNavigate(options.navigate);
}

function readHeader(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const getter = (headers as { get?: unknown }).get;
  let value: unknown;
  if (typeof getter === 'function') {
    value = (getter as (n: string) => unknown).call(headers, name);
  } else {
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
    value = key === undefined ? undefined : (headers as Record<string, unknown>)[key];
  }
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Spec §4: a remapped authorization header replaces the stored access token. `x-refresh-token`
 * no longer comes back: the refresh token travels only in the HttpOnly cookie.
 */
export function applyTokenHeaders(headers: unknown): void {
  const remapped = readHeader(headers, TOKEN_HEADERS.remappedAuthorization);
  if (!remapped) return;
  const token = remapped.replace(/^Bearer\s+/i, '').trim();
  if (token) storage.set(STORAGE_KEYS.token, token);
}

/** For calls that start, renew or end a session: the browser keeps or drops the refresh cookie. */
export const WITH_SESSION_COOKIE = { withCredentials: true } as const;

let renewing: Promise<boolean> | null = null;

/**
 * Exchanges the refresh cookie for a new access token (and a rotated cookie). A refresh token an
 * earlier release left in storage is sent this once, in `x-refresh-token`, then forgotten: the
 * answer moves the session into the cookie. One renewal at a time; every caller shares it.
 * Resolves false when the session could not be renewed (a 401 has already cleared it).
 */
export function renewSession(): Promise<boolean> {
  renewing ??= createInstance()
    .then(async (client) => {
      const legacy = storage.get(STORAGE_KEYS.refreshToken);
      try {
        await client.post(REFRESH_PATH, undefined, {
          ...WITH_SESSION_COOKIE,
          skipSessionRenewal: true,
          headers: legacy ? { [TOKEN_HEADERS.refreshToken]: legacy } : {},
        });
        if (legacy) storage.remove(STORAGE_KEYS.refreshToken);
        return true;
      } catch (error) {
        // Refused: the stored copy is dead too. Unreachable: keep it for the next try.
        if (legacy && isApiError(error) && error.response)
          storage.remove(STORAGE_KEYS.refreshToken);
        return false;
      }
    })
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

const READ_METHODS = new Set(['get', 'head', 'options']);

/** 128 random bits as a UUID where the browser makes one (secure contexts), else as hex. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

async function addSessionHeaders(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  // A session from before the cookie: move it first, so this call already uses the new token.
  if (!config.skipSessionRenewal && storage.get(STORAGE_KEYS.refreshToken)) await renewSession();
  const token = storage.get(STORAGE_KEYS.token);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // Each write is applied once however often it is sent (the edge moves a write off a frozen API
  // instance): a fresh key per call, kept by the retry after a session renewal, which reuses the
  // config. The draft's form, a structured-field string.
  if (
    !READ_METHODS.has((config.method ?? 'get').toLowerCase()) &&
    !config.headers.has(IDEMPOTENCY_KEY_HEADER)
  )
    config.headers.set(IDEMPOTENCY_KEY_HEADER, `"${newIdempotencyKey()}"`);
  // The API answers `{ message }` in the page's language (issue 18); Korean when unset.
  if (!config.headers.has('Accept-Language')) {
    config.headers.set('Accept-Language', currentLanguage());
  }
  return config;
}

function onResponse(response: AxiosResponse): AxiosResponse {
  applyTokenHeaders(response.headers);
  return response;
}

/** A keyed write is asked again this often while the API says it is still applying it. */
const STILL_APPLYING_RETRIES = 8;

/**
 * The API's "still applying this key" (409 with Retry-After, docs/api.md "Idempotency-Key"): the
 * write was moved off a slow instance that is still at it. Asking again with the same key gets its
 * answer once it is there; nothing is applied twice. Any other 409 (a taken user ID) is final.
 */
function stillApplyingDelayMs(
  status: number,
  headers: unknown,
  config: InternalAxiosRequestConfig | undefined,
): number | null {
  if (status !== 409 || !config?.headers?.has?.(IDEMPOTENCY_KEY_HEADER)) return null;
  if ((config.stillApplyingRetries ?? 0) >= STILL_APPLYING_RETRIES) return null;
  const seconds = Number(readHeader(headers, 'retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 5) * 1000 : null;
}

function sentToken(config: InternalAxiosRequestConfig | undefined): string | null {
  const value = config?.headers?.get?.('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer\s+/i, '') : null;
}

async function onError(error: unknown): Promise<unknown> {
  if (isApiError(error) && error.response) {
    const { status, data, headers } = error.response;
    applyTokenHeaders(headers);
    const config = error.config;
    const stillApplying = stillApplyingDelayMs(status, headers, config);
    if (
      status === 401 &&
      data?.message === ACCESS_TOKEN_EXPIRED_MESSAGE &&
      config &&
      !config.skipSessionRenewal
    ) {
      // Another call may have renewed the token meanwhile; otherwise renew it now. Then retry once.
      const renewed =
        (storage.get(STORAGE_KEYS.token) !== null &&
          storage.get(STORAGE_KEYS.token) !== sentToken(config)) ||
        (await renewSession());
      if (renewed) {
        const client = await createInstance();
        return client.request({ ...config, skipSessionRenewal: true });
      }
    } else if (stillApplying !== null && config) {
      await new Promise((resolve) => setTimeout(resolve, stillApplying));
      const client = await createInstance();
      return client.request({
        ...config,
        stillApplyingRetries: (config.stillApplyingRetries ?? 0) + 1,
      });
    } else if (status === 500) {
      navigateTo('/500');
    } else if (status === 404 && !config?.explainsNotFound) {
      navigateTo('/404');
    } else if (status === 401 && data?.message === NOT_AUTHENTICATED_MESSAGE) {
      storage.clear();
      notifySessionCleared();
      // After logging in again the member returns to the page the session ended on (issue 17).
      if (typeof window !== 'undefined' && window.location.pathname !== '/')
        rememberReturnPath(window.location);
      navigateTo('/', { error: true });
    }
  }
  console.error(error);
  return Promise.reject(error);
}
