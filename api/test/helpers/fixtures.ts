import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionResponse } from '@genetype/domain/contracts';

export const PASSWORD = 'Passw0rd!';

/** The consents of /agreement for an adult: required ones given, marketing declined. */
export const ADULT_CONSENTS = {
  termsAgreed: true,
  privacyAgreed: true,
  marketingAgreed: false,
  birthDate: '1990-05-01',
} as const;

/** A user ID and e-mail no other test in the suite uses. */
export function uniqueMember(prefix = 'member'): { userId: string; email: string } {
  const suffix = randomBytes(4).toString('hex');
  return { userId: `${prefix}${suffix}`.slice(0, 20), email: `${prefix}.${suffix}@example.com` };
}

export const REFRESH_COOKIE = 'genetype_refresh';

/** The refresh token a response set in the HttpOnly cookie, if it set one. */
export function refreshCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
  return cookie && cookie.value !== '' ? cookie.value : null;
}

/** POST /user/refresh with the cookie (and/or a pre-cookie client's x-refresh-token header). */
export function refresh(
  app: FastifyInstance,
  tokens: { cookie?: string | null; legacy?: string | null },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/user/refresh',
    cookies: tokens.cookie ? { [REFRESH_COOKIE]: tokens.cookie } : {},
    headers: tokens.legacy ? { 'x-refresh-token': tokens.legacy } : {},
  });
}

export async function signup(
  app: FastifyInstance,
  member = uniqueMember(),
): Promise<{ userId: string; email: string; session: SessionResponse; refreshToken: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/user/signup',
    payload: { ...member, password: PASSWORD, confirmPassword: PASSWORD, consents: ADULT_CONSENTS },
  });
  if (response.statusCode !== 201)
    throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const refreshToken = refreshCookieOf(response);
  if (!refreshToken) throw new Error('signup set no refresh cookie');
  return { ...member, session: response.json<SessionResponse>(), refreshToken };
}

export function authHeaders(tokens: { token?: string | null }): Record<string, string> {
  const headers: Record<string, string> = {};
  if (tokens.token) headers.authorization = `Bearer ${tokens.token}`;
  return headers;
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** An HS256 JWT signed with `secret`, for tokens the API would never mint itself (expired, forged). */
export function signJwt(secret: string, payload: Record<string, unknown>): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export function decodeJwt(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
