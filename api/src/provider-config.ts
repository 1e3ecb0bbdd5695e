// Identity providers (DESIGN §4): Kakao (OAuth 2.0 authorization code), Google (OIDC ID token) and
// the phone identity check (NICE CheckPlus style). Each one is `local` — served by this API under
// /local-idp — unless its real settings are given; buildApp refuses a local provider in production.
import { createHash } from 'node:crypto';

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

export const PROVIDER_VARIABLES = [
  'PUBLIC_API_URL',
  'KAKAO_CLIENT_ID',
  'KAKAO_CLIENT_SECRET',
  'KAKAO_AUTHORIZE_URL',
  'KAKAO_TOKEN_URL',
  'KAKAO_USER_URL',
  'KAKAO_LOGOUT_URL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_ISSUER',
  'GOOGLE_JWKS_URL',
  'GOOGLE_AUTHORIZE_URL',
  'IDENTITY_CHECK_URL',
  'IDENTITY_CHECK_SITE_CODE',
  'IDENTITY_CHECK_KEY',
] as const;

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

type Read = (name: string) => string | undefined;
type Fail = <T>(name: string, expected: string, fallback: T) => T;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function readProviders(
  read: Read,
  fail: Fail,
  port: number,
  host = '127.0.0.1',
): ProvidersConfig {
  const url = (name: string, fallback: string): string => {
    const value = read(name);
    if (value === undefined) return fallback;
    return isHttpUrl(value)
      ? value.replace(/\/+$/, '')
      : fail(name, 'must be an http(s) URL', fallback);
  };
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
    const keyText = read('IDENTITY_CHECK_KEY') ?? '';
    const key = Buffer.from(keyText, 'base64');
    identityCheck = {
      mode: 'external',
      requestUrl: url('IDENTITY_CHECK_URL', identityUrl),
      siteCode:
        read('IDENTITY_CHECK_SITE_CODE') ??
        fail('IDENTITY_CHECK_SITE_CODE', 'is required with IDENTITY_CHECK_URL', ''),
      key:
        key.length === 32
          ? key
          : fail(
              'IDENTITY_CHECK_KEY',
              'must be 32 bytes in base64 (openssl rand -base64 32)',
              Buffer.alloc(32),
            ),
      ttlMs: IDENTITY_CHECK_TTL_MS,
    };
  } else {
    identityCheck = {
      mode: 'local',
      requestUrl: `${local}/checkplus/service`,
      siteCode: LOCAL_IDENTITY_SITE_CODE,
      // A fixed development key: the local provider is refused in production anyway.
      key: createHash('sha256').update('genetype-local-identity-check').digest(),
      ttlMs: IDENTITY_CHECK_TTL_MS,
    };
  }

  return { publicApiUrl, kakao, google, identityCheck };
}

/** Providers still served by the local stand-in; production must have none (buildApp checks). */
export function localProviders(providers: ProvidersConfig): string[] {
  const names: string[] = [];
  if (providers.kakao.mode === 'local') names.push('KAKAO_CLIENT_ID (Kakao)');
  if (providers.google.mode === 'local') names.push('GOOGLE_CLIENT_ID (Google)');
  if (providers.identityCheck.mode === 'local') names.push('IDENTITY_CHECK_URL (identity check)');
  return names;
}
