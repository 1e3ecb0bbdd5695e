import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
// A stand-in for Kakao Login (OAuth 2.0 authorization code): the authorize page with test
// accounts, the token endpoint (form-urlencoded), the user endpoint and the logout endpoint,
// answering in Kakao's own shapes.
import type { FastifyReply } from 'fastify';
import { randomToken } from '../../lib/crypto.js';
import type { Clock } from '../../lib/clock.js';
import type { KakaoConfig } from '../../config/index.js';
import { LOCAL_KAKAO_CLIENT_ID, LOCAL_KAKAO_CLIENT_SECRET } from '../../config/index.js';
import { LOCAL_BADGE, escapeHtml, hiddenFields, page } from './html.js';
import {
  AnyObject,
  BearerHeaders,
  KakaoUnauthorized,
  OAuthError,
  htmlOrRedirect,
  htmlPage,
  providerParams,
  providerRoute,
} from './local-idp-schemas.js';
import type { ProviderParams } from './local-idp-schemas.js';

export interface LocalKakaoAccount {
  id: string;
  nickname: string;
  email: string | null;
}

export const LOCAL_KAKAO_ACCOUNTS: readonly LocalKakaoAccount[] = [
  { id: '4100000001', nickname: '진타입 체험', email: 'kakao.tester@example.com' },
  { id: '4100000002', nickname: '이메일 미동의 계정', email: null },
];

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_MS = 6 * 3_600_000;

interface IssuedCode {
  account: LocalKakaoAccount;
  redirectUri: string;
  expiresAt: number;
}

type Query = ProviderParams;

export interface LocalKakaoOptions {
  kakao: KakaoConfig;
  clock: Clock;
  isAllowedRedirect(uri: string): boolean;
}

/** What the authorize steps cannot do without (checkAuthorize). */
const KAKAO_AUTHORIZE = ['client_id', 'redirect_uri', 'response_type'];
const TOKEN_REQUEST = ['grant_type', 'client_id', 'client_secret', 'code', 'redirect_uri'];

export const localKakao: FastifyPluginAsyncTypebox<LocalKakaoOptions> = async (app, options) => {
  const { clock, isAllowedRedirect } = options;
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { account: LocalKakaoAccount; expiresAt: number }>();

  // Kakao's token and logout endpoints take form-urlencoded bodies (logout an empty one).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );

  const refuse = (reply: FastifyReply, message: string) =>
    reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(
        page(
          '카카오 로그인 오류',
          `${LOCAL_BADGE}<h1>요청을 처리할 수 없어요</h1><p>${escapeHtml(message)}</p>`,
        ),
      );

  const checkAuthorize = (query: Query): string | null => {
    if (query.client_id !== LOCAL_KAKAO_CLIENT_ID) return '등록되지 않은 앱(client_id)이에요.';
    if (query.response_type !== 'code') return 'response_type은 code여야 해요.';
    if (!query.redirect_uri || !isAllowedRedirect(query.redirect_uri))
      return '등록되지 않은 redirect_uri예요.';
    return null;
  };

  app.get(
    '/oauth/authorize',
    {
      schema: providerRoute(
        'local Kakao',
        'Account chooser (authorization code flow)',
        { querystring: providerParams([...KAKAO_AUTHORIZE, 'state'], KAKAO_AUTHORIZE) },
        htmlPage,
      ),
    },
    async (request, reply) => {
      const query = request.query;
      const problem = checkAuthorize(query);
      if (problem) return refuse(reply, problem);
      const carried = hiddenFields({
        client_id: query.client_id ?? '',
        redirect_uri: query.redirect_uri ?? '',
        response_type: 'code',
        state: query.state ?? '',
      });
      const choices = LOCAL_KAKAO_ACCOUNTS.map(
        (account) =>
          `<li><form method="get" action="approve">${carried}${hiddenFields({ id: account.id, nickname: account.nickname, email: account.email ?? '' })}<button type="submit">${escapeHtml(account.nickname)}<small>${escapeHtml(account.email ?? '이메일 제공 안 함')} · 회원번호 ${account.id}</small></button></form></li>`,
      ).join('');
      const body = `${LOCAL_BADGE}<h1>카카오계정으로 로그인</h1><p>실제 카카오 대신 쓰는 테스트용 화면이에요. 로그인할 계정을 골라 주세요.</p><ul>${choices}</ul>
<form method="get" action="approve">${carried}<fieldset><legend>다른 테스트 계정</legend>
<label for="kakao-id">회원번호 (숫자)</label><input id="kakao-id" name="id" inputmode="numeric" pattern="\\d{1,15}" required>
<label for="kakao-nickname">닉네임</label><input id="kakao-nickname" name="nickname" maxlength="30" required>
<label for="kakao-email">이메일 (비워 두면 제공 안 함)</label><input id="kakao-email" name="email" type="email">
<button type="submit" class="primary">이 계정으로 로그인</button></fieldset></form>`;
      return reply.type('text/html; charset=utf-8').send(page('카카오 로그인 (로컬)', body));
    },
  );

  app.get(
    '/oauth/approve',
    {
      schema: providerRoute(
        'local Kakao',
        'The chosen account: back to redirect_uri with a code',
        {
          querystring: providerParams(
            [...KAKAO_AUTHORIZE, 'state', 'id', 'nickname', 'email'],
            [...KAKAO_AUTHORIZE, 'id', 'nickname'],
          ),
        },
        htmlOrRedirect,
      ),
    },
    async (request, reply) => {
      const query = request.query;
      const problem = checkAuthorize(query);
      if (problem) return refuse(reply, problem);
      const id = query.id ?? '';
      const nickname = (query.nickname ?? '').trim();
      const email = (query.email ?? '').trim();
      if (!/^\d{1,15}$/.test(id) || nickname === '' || nickname.length > 30)
        return refuse(reply, '회원번호는 숫자로, 닉네임은 30자 이내로 입력해 주세요.');
      const code = randomToken();
      codes.set(code, {
        account: { id, nickname, email: email === '' ? null : email.toLowerCase() },
        redirectUri: query.redirect_uri ?? '',
        expiresAt: clock() + CODE_TTL_MS,
      });
      const target = new URL(query.redirect_uri ?? '');
      target.searchParams.set('code', code);
      if (query.state) target.searchParams.set('state', query.state);
      return reply.redirect(target.toString(), 302);
    },
  );

  app.post(
    '/oauth/token',
    {
      schema: providerRoute(
        'local Kakao',
        'Exchange a code for an access token (form-urlencoded)',
        {
          body: providerParams(TOKEN_REQUEST, TOKEN_REQUEST),
          querystring: providerParams([]),
        },
        { 200: AnyObject, 400: OAuthError },
      ),
    },
    async (request, reply) => {
      const body = request.body;
      const fail = (error: string, description: string) =>
        reply.status(400).send({ error, error_description: description });
      if (body.grant_type !== 'authorization_code')
        return fail('unsupported_grant_type', 'grant_type');
      if (body.client_id !== LOCAL_KAKAO_CLIENT_ID) return fail('invalid_client', 'client_id');
      if (body.client_secret !== LOCAL_KAKAO_CLIENT_SECRET)
        return fail('invalid_client', 'client_secret');
      const issued = body.code ? codes.get(body.code) : undefined;
      // A code works once, before it expires, for the redirect address it was issued to.
      if (body.code) codes.delete(body.code);
      if (!issued || issued.expiresAt < clock() || issued.redirectUri !== body.redirect_uri)
        return fail('invalid_grant', 'authorization code not found');
      const accessToken = randomToken();
      tokens.set(accessToken, { account: issued.account, expiresAt: clock() + TOKEN_TTL_MS });
      return {
        token_type: 'bearer',
        access_token: accessToken,
        expires_in: TOKEN_TTL_MS / 1000,
        refresh_token: randomToken(),
        refresh_token_expires_in: 5_184_000,
        scope: 'account_email profile_nickname',
      };
    },
  );

  const bearer = (authorization: string | undefined) => {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    const entry = token ? tokens.get(token) : undefined;
    return entry && entry.expiresAt > clock() ? { token: token as string, ...entry } : null;
  };
  const unauthorized = (reply: FastifyReply) =>
    reply.status(401).send({ msg: 'this access token does not exist', code: -401 });

  app.get(
    '/v2/user/me',
    {
      schema: providerRoute(
        'local Kakao',
        'The account of an access token',
        { headers: BearerHeaders, querystring: providerParams([]) },
        { 200: AnyObject, 401: KakaoUnauthorized },
      ),
    },
    async (request, reply) => {
      const session = bearer(request.headers.authorization);
      if (!session) return unauthorized(reply);
      const { account } = session;
      return {
        id: Number(account.id),
        connected_at: new Date(clock()).toISOString(),
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile: { nickname: account.nickname },
          has_email: account.email !== null,
          ...(account.email
            ? {
                email_needs_agreement: false,
                is_email_valid: true,
                is_email_verified: true,
                email: account.email,
              }
            : {}),
        },
      };
    },
  );

  app.post(
    '/v1/user/logout',
    {
      schema: providerRoute(
        'local Kakao',
        'End an access token',
        { headers: BearerHeaders, body: providerParams([]), querystring: providerParams([]) },
        { 200: AnyObject, 401: KakaoUnauthorized },
      ),
    },
    async (request, reply) => {
      const session = bearer(request.headers.authorization);
      if (!session) return unauthorized(reply);
      tokens.delete(session.token);
      return { id: Number(session.account.id) };
    },
  );
};
