// The one HTTP client of every app (spec §7, §8): session headers out, refreshed tokens in, and the
// error catalogue's navigation. Callers still receive every error.
//
// axios (about 20 KB gzip) is not part of the first load: a first visit makes no API call unless a
// session is stored, so the real instance is created by the first request, from the settings in
// `apiClient.defaults` (which then become the instance's own).
import type {
  AxiosInstance,
  AxiosResponse,
  CreateAxiosDefaults,
  InternalAxiosRequestConfig,
} from 'axios';
import { NOT_AUTHENTICATED_MESSAGE, TOKEN_HEADERS } from '../contracts/common.js';
import { STORAGE_KEYS } from '../storage/keys.js';
import { storage } from '../storage/storage.js';
import type { NavigateFn } from './config.js';
import {
  DEFAULT_API_URL,
  DEFAULT_TIMEOUT_MS,
  navigateTo,
  notifySessionCleared,
  setNavigate,
} from './config.js';
import { isApiError } from './errors.js';

/** What every request starts from: base URL, time-out, headers, and (in tests) the adapter. */
export type ApiDefaults = Pick<CreateAxiosDefaults, 'baseURL' | 'timeout' | 'adapter' | 'headers'>;

const pendingDefaults: ApiDefaults = {
  baseURL: DEFAULT_API_URL,
  timeout: DEFAULT_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
};
let instance: AxiosInstance | null = null;
let loading: Promise<AxiosInstance> | null = null;

function createInstance(): Promise<AxiosInstance> {
  if (instance) return Promise.resolve(instance);
  loading ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    ({ default: axios }) => {
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
  if (options.baseURL) apiClient.defaults.baseURL = options.baseURL;
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

/** Spec §4: a remapped authorization header replaces the token; otherwise a refresh-token header replaces that. */
export function applyTokenHeaders(headers: unknown): void {
  const remapped = readHeader(headers, TOKEN_HEADERS.remappedAuthorization);
  if (remapped) {
    const token = remapped.replace(/^Bearer\s+/i, '').trim();
    if (token) storage.set(STORAGE_KEYS.token, token);
    return;
  }
  const refreshToken = readHeader(headers, TOKEN_HEADERS.refreshToken);
  if (refreshToken) storage.set(STORAGE_KEYS.refreshToken, refreshToken);
}

function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = storage.get(STORAGE_KEYS.token);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
  if (refreshToken) config.headers.set(TOKEN_HEADERS.refreshToken, refreshToken);
  return config;
}

function onResponse(response: AxiosResponse): AxiosResponse {
  applyTokenHeaders(response.headers);
  return response;
}

function onError(error: unknown): Promise<never> {
  if (isApiError(error) && error.response) {
    const { status, data, headers } = error.response;
    applyTokenHeaders(headers);
    if (status === 500) {
      navigateTo('/500');
    } else if (status === 404) {
      navigateTo('/404');
    } else if (status === 401 && data?.message === NOT_AUTHENTICATED_MESSAGE) {
      storage.clear();
      notifySessionCleared();
      navigateTo('/', { error: true });
    }
  }
  console.error(error);
  return Promise.reject(error);
}
