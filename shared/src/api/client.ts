// The one HTTP client of every app (spec §7, §8): session headers out, refreshed tokens in, and the
// error catalogue's navigation. Callers still receive every error.
import axios from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
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

export const apiClient = axios.create({
  baseURL: DEFAULT_API_URL,
  timeout: DEFAULT_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

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

apiClient.interceptors.request.use(addSessionHeaders);
apiClient.interceptors.response.use(onResponse, onError);
