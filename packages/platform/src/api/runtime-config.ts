// The per-environment values of the front end (the API's address, Kakao's JavaScript key), read
// at run time from a small document the shell's origin serves (`/config.json`, no-cache), so one
// release runs unchanged in every environment (docs/operations.md, "Run-time configuration").
// The shell starts the read first thing at boot; the API client waits for it before its first
// request. Without the document (`npm run dev`'s servers) the local defaults apply.
import { DEFAULT_API_URL } from './config.js';

export interface RuntimeConfig {
  /** The API's base address as browsers reach it, e.g. https://genetype.kr/api. */
  apiUrl: string;
  /** Kakao's JavaScript key (KakaoTalk share); empty: no Kakao SDK. */
  kakaoJsKey: string;
}

export const RUNTIME_CONFIG_PATH = '/config.json';

const DEFAULTS: RuntimeConfig = { apiUrl: DEFAULT_API_URL, kakaoJsKey: '' };
let current: RuntimeConfig = DEFAULTS;
let loading: Promise<RuntimeConfig> | null = null;

function valid(document: unknown): RuntimeConfig {
  const value = (document ?? {}) as Partial<Record<keyof RuntimeConfig, unknown>>;
  return {
    apiUrl:
      typeof value.apiUrl === 'string' && value.apiUrl
        ? value.apiUrl.replace(/\/+$/, '')
        : DEFAULTS.apiUrl,
    kakaoJsKey: typeof value.kakaoJsKey === 'string' ? value.kakaoJsKey : DEFAULTS.kakaoJsKey,
  };
}

/** Reads `/config.json` once (later calls share the first read); never rejects. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  loading ??= fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache', credentials: 'omit' })
    .then((response) => {
      if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(
      (document) => (current = valid(document)),
      (error: unknown) => {
        console.warn(
          `[genetype] no run-time configuration (${error instanceof Error ? error.message : String(error)}); using ${DEFAULTS.apiUrl}`,
        );
        return current;
      },
    );
  return loading;
}

/** The configuration once read (the defaults until then, or when nothing started the read). */
export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** Resolves when the read the shell started has finished (at once when none was started). */
export function runtimeConfigReady(): Promise<RuntimeConfig> {
  return loading ?? Promise.resolve(current);
}

/** Tests: forget the read. */
export function resetRuntimeConfig(config: Partial<RuntimeConfig> = {}): void {
  loading = null;
  current = { ...DEFAULTS, ...config };
}
