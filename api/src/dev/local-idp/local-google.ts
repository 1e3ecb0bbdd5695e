import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
// A stand-in for Google sign-in (OIDC implicit flow, `response_type=id_token`): the account
// chooser, RS256 ID tokens carrying the caller's nonce, the JWKS and the discovery document.
import type { FastifyReply } from 'fastify';
import type { JWK, KeyLike } from 'jose';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/crypto.js';
import type { GoogleConfig } from '../../config/index.js';
import { LOCAL_BADGE, escapeHtml, hiddenFields, page } from './html.js';
import {
  AnyObject,
  htmlOrRedirect,
  htmlPage,
  providerParams,
  providerRoute,
} from './local-idp-schemas.js';
import type { ProviderParams } from './local-idp-schemas.js';

export interface LocalGoogleAccount {
  sub: string;
  name: string;
  email: string;
}

/** What the authorize steps cannot do without (check). */
const GOOGLE_AUTHORIZE = ['client_id', 'redirect_uri', 'response_type', 'nonce'];

export const LOCAL_GOOGLE_ACCOUNTS: readonly LocalGoogleAccount[] = [
  { sub: '110000000000000000001', name: 'Gene Tester', email: 'google.tester@example.com' },
  { sub: '110000000000000000002', name: '김진타', email: 'jinta.kim@example.com' },
];

const ID_TOKEN_TTL_S = 3600;

/** The signing key of the local Google; a new one per process, published as a JWKS. */
export interface LocalGoogleKeys {
  privateKey: KeyLike;
  jwks: { keys: JWK[] };
  kid: string;
}

export async function createLocalGoogleKeys(): Promise<LocalGoogleKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = newId();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwks: { keys: [jwk] }, kid };
}

export interface IdTokenClaims {
  sub: string;
  email: string;
  name: string;
  nonce: string;
}

export async function signLocalIdToken(
  keys: LocalGoogleKeys,
  google: Pick<GoogleConfig, 'issuer' | 'clientId'>,
  claims: IdTokenClaims,
  nowMs: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({
    email: claims.email,
    email_verified: true,
    name: claims.name,
    nonce: claims.nonce,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(google.issuer)
    .setAudience(google.clientId)
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ID_TOKEN_TTL_S)
    .sign(keys.privateKey);
}

type Query = ProviderParams;

export interface LocalGoogleOptions {
  google: GoogleConfig;
  keys: LocalGoogleKeys;
  clock: Clock;
  isAllowedRedirect(uri: string): boolean;
}

export const localGoogle: FastifyPluginAsyncTypebox<LocalGoogleOptions> = async (app, options) => {
  const { google, keys, clock, isAllowedRedirect } = options;

  const refuse = (reply: FastifyReply, message: string) =>
    reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Google 로그인 오류',
          `${LOCAL_BADGE}<h1>요청을 처리할 수 없어요</h1><p>${escapeHtml(message)}</p>`,
        ),
      );

  const check = (query: Query): string | null => {
    if (query.client_id !== google.clientId) return '등록되지 않은 클라이언트(client_id)예요.';
    if (query.response_type !== 'id_token') return 'response_type은 id_token이어야 해요.';
    if (!query.nonce) return 'nonce가 필요해요.';
    if (!query.redirect_uri || !isAllowedRedirect(query.redirect_uri))
      return '등록되지 않은 redirect_uri예요.';
    return null;
  };

  app.get(
    '/.well-known/openid-configuration',
    {
      schema: providerRoute(
        'local Google',
        'OIDC discovery',
        { querystring: providerParams([]) },
        {
          200: AnyObject,
        },
      ),
    },
    async () => ({
      issuer: google.issuer,
      authorization_endpoint: google.authorizeUrl,
      jwks_uri: google.jwksUrl,
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
    }),
  );

  app.get(
    '/jwks',
    {
      schema: providerRoute(
        'local Google',
        'Signing keys',
        { querystring: providerParams([]) },
        {
          200: AnyObject,
        },
      ),
    },
    async () => keys.jwks,
  );

  app.get(
    '/authorize',
    {
      schema: providerRoute(
        'local Google',
        'Account chooser (implicit flow, id_token)',
        {
          querystring: providerParams([...GOOGLE_AUTHORIZE, 'state'], GOOGLE_AUTHORIZE),
        },
        htmlPage,
      ),
    },
    async (request, reply) => {
      const query = request.query;
      const problem = check(query);
      if (problem) return refuse(reply, problem);
      const carried = hiddenFields({
        client_id: query.client_id ?? '',
        redirect_uri: query.redirect_uri ?? '',
        response_type: 'id_token',
        nonce: query.nonce ?? '',
        state: query.state ?? '',
      });
      const choices = LOCAL_GOOGLE_ACCOUNTS.map(
        (account) =>
          `<li><form method="get" action="approve">${carried}${hiddenFields({ sub: account.sub, name: account.name, email: account.email })}<button type="submit">${escapeHtml(account.name)}<small>${escapeHtml(account.email)}</small></button></form></li>`,
      ).join('');
      const body = `${LOCAL_BADGE}<h1>계정 선택</h1><p>진타입(으)로 이동할 계정을 선택하세요. 실제 Google 대신 쓰는 테스트용 화면이에요.</p><ul>${choices}</ul>
<form method="get" action="approve">${carried}<fieldset><legend>다른 테스트 계정</legend>
<label for="google-sub">계정 ID</label><input id="google-sub" name="sub" pattern="[A-Za-z0-9]{1,40}" required>
<label for="google-name">이름</label><input id="google-name" name="name" maxlength="30" required>
<label for="google-email">이메일</label><input id="google-email" name="email" type="email" required>
<button type="submit" class="primary">이 계정으로 계속</button></fieldset></form>`;
      return reply.type('text/html; charset=utf-8').send(page('Google 계정 선택 (로컬)', body));
    },
  );

  app.get(
    '/approve',
    {
      schema: providerRoute(
        'local Google',
        'The chosen account: back to redirect_uri with an ID token in the fragment',
        {
          querystring: providerParams(
            [...GOOGLE_AUTHORIZE, 'state', 'sub', 'name', 'email'],
            [...GOOGLE_AUTHORIZE, 'sub', 'name', 'email'],
          ),
        },
        htmlOrRedirect,
      ),
    },
    async (request, reply) => {
      const query = request.query;
      const problem = check(query);
      if (problem) return refuse(reply, problem);
      const sub = query.sub ?? '';
      const name = (query.name ?? '').trim();
      const email = (query.email ?? '').trim().toLowerCase();
      if (!/^[A-Za-z0-9]{1,40}$/.test(sub) || name === '' || !/^\S+@\S+\.\S+$/.test(email))
        return refuse(reply, '계정 ID, 이름, 이메일을 올바르게 입력해 주세요.');
      const idToken = await signLocalIdToken(
        keys,
        google,
        { sub, name, email, nonce: query.nonce ?? '' },
        clock(),
      );
      const fragment = new URLSearchParams({ id_token: idToken, state: query.state ?? '' });
      return reply.redirect(`${query.redirect_uri ?? ''}#${fragment.toString()}`, 302);
    },
  );
};
