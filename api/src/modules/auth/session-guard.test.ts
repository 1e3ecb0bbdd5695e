import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { HttpError } from '../../lib/http-error.js';
import { REFRESH_COOKIE, createSessionGuard, refreshCookiePath } from './session-guard.js';
import type { SessionService } from './session-service.js';

async function setup(secure: boolean) {
  const sessions = {
    authenticate: jest.fn(() => ({ userId: 'u1', sessionId: 'f1' })),
  } as unknown as SessionService;
  const guard = createSessionGuard(sessions, {
    secure,
    path: '/api/user/refresh',
    maxAgeMs: 30 * 86_400_000,
  });
  const app = Fastify();
  await app.register(cookie);
  guard.install(app);
  app.setErrorHandler((error: HttpError, _request, reply) =>
    reply.status(error.statusCode ?? 500).send({ message: error.message }),
  );
  app.get('/me', { preHandler: guard.authenticate }, async (request) => request.auth);
  app.post('/login', async () => ({
    user: { email: 'a@b.kr' },
    token: { token: 'access', refreshToken: 'secret-refresh' },
  }));
  app.post('/plain', async () => ({ token: 'not a session' }));
  return app;
}

describe('session guard', () => {
  it('sets request.auth from the access token', async () => {
    const app = await setup(false);
    const response = await app.inject({ method: 'GET', url: '/me' });
    expect(response.json()).toEqual({ userId: 'u1', sessionId: 'f1' });
  });

  it('moves an issued refresh token out of the body into the HttpOnly cookie', async () => {
    const app = await setup(false);
    const response = await app.inject({ method: 'POST', url: '/login' });
    expect(response.json()).toEqual({ user: { email: 'a@b.kr' }, token: { token: 'access' } });
    expect(response.body).not.toContain('secret-refresh');
    const set = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(set).toMatchObject({
      value: 'secret-refresh',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/user/refresh',
      maxAge: 30 * 86_400,
    });
    expect(set?.secure).toBeUndefined();
  });

  it('marks the cookie Secure when configured (production)', async () => {
    const app = await setup(true);
    const response = await app.inject({ method: 'POST', url: '/login' });
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure).toBe(true);
  });

  it('leaves other bodies alone', async () => {
    const app = await setup(false);
    const response = await app.inject({ method: 'POST', url: '/plain' });
    expect(response.json()).toEqual({ token: 'not a session' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('refreshCookiePath', () => {
  it('follows the path the browser reaches the API under', () => {
    expect(refreshCookiePath('http://localhost:4000')).toBe('/user/refresh');
    expect(refreshCookiePath('https://genetype.kr/api/')).toBe('/api/user/refresh');
  });
});
