// Drives the local identity providers the way a browser would, for the provider suites.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  LOCAL_GOOGLE_CLIENT_ID,
  LOCAL_KAKAO_CLIENT_ID,
  LOCAL_KAKAO_CLIENT_SECRET,
} from '../../src/config/index.js';
import type { Dialect } from './dialects.js';
import type { TestApp } from './test-app.js';
import { createTestApp } from './test-app.js';

export const KAKAO_LOGIN_REDIRECT = 'http://localhost:3000/kakao/login';
export const KAKAO_LINK_REDIRECT = 'http://localhost:3000/kakao/link';
export const GOOGLE_REDIRECT = 'http://localhost:4000/auth/google/callback';

export const CONSENTS = {
  termsAgreed: true,
  privacyAgreed: true,
  marketingAgreed: false,
  birthDate: '1990-05-17',
};

/** An app listening on a loopback port: the identity provider other apps reach over real HTTP. */
export async function startIdpHost(): Promise<{ host: TestApp; baseUrl: string }> {
  const host = await createTestApp('sqlite');
  await host.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = host.app.server.address() as AddressInfo;
  return { host, baseUrl: `http://127.0.0.1:${port}` };
}

/** Provider settings pointing an API at the listening host's local providers as if they were real. */
export function externalProviderEnv(baseUrl: string, overrides: Record<string, string> = {}) {
  return {
    KAKAO_CLIENT_ID: LOCAL_KAKAO_CLIENT_ID,
    KAKAO_CLIENT_SECRET: LOCAL_KAKAO_CLIENT_SECRET,
    KAKAO_AUTHORIZE_URL: `${baseUrl}/local-idp/kakao/oauth/authorize`,
    KAKAO_TOKEN_URL: `${baseUrl}/local-idp/kakao/oauth/token`,
    KAKAO_USER_URL: `${baseUrl}/local-idp/kakao/v2/user/me`,
    KAKAO_LOGOUT_URL: `${baseUrl}/local-idp/kakao/v1/user/logout`,
    GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT_ID,
    // The host's issuer is derived from its default public address.
    GOOGLE_ISSUER: 'http://localhost:4000/local-idp/google',
    GOOGLE_JWKS_URL: `${baseUrl}/local-idp/google/jwks`,
    ...overrides,
  };
}

export function createProviderApp(
  dialect: Dialect,
  baseUrl: string,
  overrides: Record<string, string> = {},
) {
  return createTestApp(dialect, externalProviderEnv(baseUrl, overrides));
}

/** Chooses a Kakao account on the local authorize page and returns the code it redirects with. */
export async function kakaoCode(
  idp: FastifyInstance,
  account: { id: string; nickname?: string; email?: string | null },
  redirectUri = KAKAO_LOGIN_REDIRECT,
): Promise<string> {
  const query = new URLSearchParams({
    client_id: LOCAL_KAKAO_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    state: 'state-1',
    id: account.id,
    nickname: account.nickname ?? '테스트',
    email: account.email ?? '',
  });
  const response = await idp.inject({
    method: 'GET',
    url: `/local-idp/kakao/oauth/approve?${query}`,
  });
  if (response.statusCode !== 302)
    throw new Error(`approve failed: ${response.statusCode} ${response.body}`);
  const location = new URL(String(response.headers.location));
  if (location.searchParams.get('state') !== 'state-1') throw new Error('state not returned');
  return location.searchParams.get('code') ?? '';
}

/** Chooses a Google account on the local chooser and returns the ID token of the fragment. */
export async function googleIdToken(
  idp: FastifyInstance,
  account: { sub: string; email: string; name?: string },
  nonce: string,
): Promise<string> {
  const query = new URLSearchParams({
    client_id: LOCAL_GOOGLE_CLIENT_ID,
    redirect_uri: GOOGLE_REDIRECT,
    response_type: 'id_token',
    nonce,
    state: 'g-state',
    sub: account.sub,
    name: account.name ?? 'Tester',
    email: account.email,
  });
  const response = await idp.inject({ method: 'GET', url: `/local-idp/google/approve?${query}` });
  if (response.statusCode !== 302)
    throw new Error(`approve failed: ${response.statusCode} ${response.body}`);
  const fragment = new URLSearchParams(String(response.headers.location).split('#')[1] ?? '');
  return fragment.get('id_token') ?? '';
}

export const uniqueDigits = (): string =>
  String(Date.now() % 1e9) + String(Math.floor(Math.random() * 1e5)).padStart(5, '0');
