// Identity providers (DESIGN §4): Kakao (OAuth 2.0 authorization code), Google (OIDC ID token) and
// the phone identity check (NICE CheckPlus style). Each one is `local` — served by this API under
// /local-idp — unless its real settings are given; loadConfig refuses a local provider in production.
import type { Variables } from './env-validation.js';

export type ProviderMode = 'local' | 'external';

export interface KakaoConfig {
  mode: ProviderMode;
  clientId: string;
  clientSecret: string | null;
  /** Where the browser is sent (full-page redirect). */
  authorizeUrl: string;
  tokenUrl: string;
  userUrl: string;
  /** The browser posts here on logout, with the member's Kakao access token (spec §7). */
  logoutUrl: string;
}

export interface GoogleConfig {
  mode: ProviderMode;
  clientId: string;
  issuer: string;
  jwksUrl: string;
  /** OIDC authorization endpoint opened in the sign-in popup (implicit `id_token` flow). */
  authorizeUrl: string;
}

export interface IdentityCheckConfig {
  mode: ProviderMode;
  /** The provider's form address (the popup's GET form with `m` and `EncodeData`). */
  requestUrl: string;
  siteCode: string;
  /** AES-256-GCM key shared with the provider (32 bytes). */
  key: Buffer;
  /** How long a verification request stays usable. */
  ttlMs: number;
}

export interface ProvidersConfig {
  /** The API's address as browsers reach it (local provider pages, the Google popup callback). */
  publicApiUrl: string;
  kakao: KakaoConfig;
  google: GoogleConfig;
  identityCheck: IdentityCheckConfig;
}

const url = (expected = 'must be an http(s) URL') => ({
  schema: { type: 'string', format: 'http-url' },
  expected,
});

export const PROVIDER_ENV: Variables = {
  PUBLIC_API_URL: url(
    "must be the API's address as browsers reach it, e.g. https://api.genetype.kr",
  ),
  KAKAO_CLIENT_ID: { schema: { type: 'string' }, expected: 'must be the Kakao REST API key' },
  KAKAO_CLIENT_SECRET: {
    schema: { type: 'string' },
    expected: 'must be the Kakao client secret',
    secret: true,
  },
  KAKAO_AUTHORIZE_URL: url(),
  KAKAO_TOKEN_URL: url(),
  KAKAO_USER_URL: url(),
  KAKAO_LOGOUT_URL: url(),
  GOOGLE_CLIENT_ID: { schema: { type: 'string' }, expected: 'must be the Google OAuth client ID' },
  GOOGLE_ISSUER: { schema: { type: 'string' }, expected: 'must be the ID-token issuer' },
  GOOGLE_JWKS_URL: url(),
  GOOGLE_AUTHORIZE_URL: url(),
  IDENTITY_CHECK_URL: url(),
  IDENTITY_CHECK_SITE_CODE: {
    schema: { type: 'string' },
    expected: 'is required with IDENTITY_CHECK_URL',
  },
  IDENTITY_CHECK_KEY: {
    schema: { type: 'string', format: 'base64-32-bytes' },
    expected: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    secret: true,
  },
};

export const PROVIDER_VARIABLES = Object.keys(PROVIDER_ENV);

export const LOCAL_KAKAO_CLIENT_ID = 'local-kakao-client';
export const LOCAL_KAKAO_CLIENT_SECRET = 'local-kakao-secret';
export const LOCAL_GOOGLE_CLIENT_ID = 'local-google-client.apps.genetype.local';
export const LOCAL_IDENTITY_SITE_CODE = 'LOCAL01';

const KAKAO_DEFAULTS = {
  authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
  tokenUrl: 'https://kauth.kakao.com/oauth/token',
  userUrl: 'https://kapi.kakao.com/v2/user/me',
  logoutUrl: 'https://kapi.kakao.com/v1/user/logout',
};
const GOOGLE_DEFAULTS = {
  issuer: 'https://accounts.google.com',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
};
const IDENTITY_CHECK_TTL_MS = 10 * 60_000;

/**
 * Builds the provider settings from validated values. `localKey` is the stand-in identity check's
 * key (random per working copy, never a constant); `missing` collects required-but-absent values.
 */
export function readProviders(
  values: Record<string, unknown>,
  port: number,
  host: string,
  localKey: Buffer,
  missing: (name: string, expected: string) => void,
): ProvidersConfig {
  const read = (name: string): string | undefined => values[name] as string | undefined;
  const url = (name: string, fallback: string): string =>
    (read(name) ?? fallback).replace(/\/+$/, '');
  const publicApiUrl = url('PUBLIC_API_URL', `http://localhost:${port}`);
  const local = `${publicApiUrl}/local-idp`;
  // The API calls its own stand-in over loopback (what `localhost` resolves to may differ).
  const loopbackHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const internal = `http://${loopbackHost}:${port}/local-idp`;

  const kakaoClientId = read('KAKAO_CLIENT_ID');
  const kakao: KakaoConfig = kakaoClientId
    ? {
        mode: 'external',
        clientId: kakaoClientId,
        clientSecret: read('KAKAO_CLIENT_SECRET') ?? null,
        authorizeUrl: url('KAKAO_AUTHORIZE_URL', KAKAO_DEFAULTS.authorizeUrl),
        tokenUrl: url('KAKAO_TOKEN_URL', KAKAO_DEFAULTS.tokenUrl),
        userUrl: url('KAKAO_USER_URL', KAKAO_DEFAULTS.userUrl),
        logoutUrl: url('KAKAO_LOGOUT_URL', KAKAO_DEFAULTS.logoutUrl),
      }
    : {
        mode: 'local',
        clientId: LOCAL_KAKAO_CLIENT_ID,
        clientSecret: LOCAL_KAKAO_CLIENT_SECRET,
        authorizeUrl: `${local}/kakao/oauth/authorize`,
        tokenUrl: `${internal}/kakao/oauth/token`,
        userUrl: `${internal}/kakao/v2/user/me`,
        logoutUrl: `${local}/kakao/v1/user/logout`,
      };

  const googleClientId = read('GOOGLE_CLIENT_ID');
  const google: GoogleConfig = googleClientId
    ? {
        mode: 'external',
        clientId: googleClientId,
        issuer: read('GOOGLE_ISSUER') ?? GOOGLE_DEFAULTS.issuer,
        jwksUrl: url('GOOGLE_JWKS_URL', GOOGLE_DEFAULTS.jwksUrl),
        authorizeUrl: url('GOOGLE_AUTHORIZE_URL', GOOGLE_DEFAULTS.authorizeUrl),
      }
    : {
        mode: 'local',
        clientId: LOCAL_GOOGLE_CLIENT_ID,
        issuer: `${local}/google`,
        jwksUrl: `${local}/google/jwks`,
        authorizeUrl: `${local}/google/authorize`,
      };

  const identityUrl = read('IDENTITY_CHECK_URL');
  let identityCheck: IdentityCheckConfig;
  if (identityUrl) {
    const siteCode = read('IDENTITY_CHECK_SITE_CODE');
    const keyText = read('IDENTITY_CHECK_KEY');
    if (siteCode === undefined)
      missing('IDENTITY_CHECK_SITE_CODE', 'is required with IDENTITY_CHECK_URL');
    if (keyText === undefined)
      missing(
        'IDENTITY_CHECK_KEY',
        'is required with IDENTITY_CHECK_URL (openssl rand -base64 32)',
      );
    identityCheck = {
      mode: 'external',
      requestUrl: url('IDENTITY_CHECK_URL', identityUrl),
      siteCode: siteCode ?? '',
      key: keyText === undefined ? Buffer.alloc(32) : Buffer.from(keyText, 'base64'),
      ttlMs: IDENTITY_CHECK_TTL_MS,
    };
  } else {
    identityCheck = {
      mode: 'local',
      requestUrl: `${local}/checkplus/service`,
      siteCode: LOCAL_IDENTITY_SITE_CODE,
      key: localKey,
      ttlMs: IDENTITY_CHECK_TTL_MS,
    };
  }

  return { publicApiUrl, kakao, google, identityCheck };
}

/** Providers still served by the local stand-in; production must have none (loadConfig checks). */
export function localProviders(providers: ProvidersConfig): string[] {
  const names: string[] = [];
  if (providers.kakao.mode === 'local') names.push('KAKAO_CLIENT_ID (Kakao)');
  if (providers.google.mode === 'local') names.push('GOOGLE_CLIENT_ID (Google)');
  if (providers.identityCheck.mode === 'local') names.push('IDENTITY_CHECK_URL (identity check)');
  return names;
}
