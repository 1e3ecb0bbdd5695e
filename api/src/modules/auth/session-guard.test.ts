import Fastify from 'fastify';
import type { RefreshTokenRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { createSessionGuard } from './session-guard.js';
import type { ResolvedSession, SessionService } from './session-service.js';

const dueRow = { id: 'old', user_id: 'u1', family_id: 'f1' } as RefreshTokenRow;

function setup(resolved: ResolvedSession) {
  const rotate = jest.fn(async () => 'rotated-token');
  const sessions = { resolve: jest.fn(async () => resolved), rotate } as unknown as SessionService;
  const guard = createSessionGuard(sessions);
  const app = Fastify();
  guard.install(app);
  app.setErrorHandler((error: HttpError, _request, reply) =>
    reply.status(error.statusCode ?? 500).send({ message: error.message }),
  );
  app.get('/ok', { preHandler: guard.authenticate }, async (request) => ({
    userId: request.auth?.userId,
  }));
  app.get('/fails', { preHandler: guard.authenticate }, async () => {
    throw new HttpError(400, '실패');
  });
  return { app, rotate };
}

describe('session guard', () => {
  it('hands out a rotated refresh token on a successful response', async () => {
    const { app, rotate } = setup({ userId: 'u1', renewedAccessToken: null, rotationDue: dueRow });
    const response = await app.inject({ method: 'GET', url: '/ok' });
    expect(response.json()).toEqual({ userId: 'u1' });
    expect(response.headers['x-refresh-token']).toBe('rotated-token');
    expect(rotate).toHaveBeenCalledWith(dueRow);
  });

  it('does not rotate when the response fails, so the client never loses its only valid token', async () => {
    const { app, rotate } = setup({ userId: 'u1', renewedAccessToken: null, rotationDue: dueRow });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-refresh-token']).toBeUndefined();
    expect(rotate).not.toHaveBeenCalled();
  });

  it('sends a renewed access token as a Bearer value', async () => {
    const { app, rotate } = setup({
      userId: 'u1',
      renewedAccessToken: 'new-access',
      rotationDue: null,
    });
    const response = await app.inject({ method: 'GET', url: '/ok' });
    expect(response.headers['x-amzn-remapped-authorization']).toBe('Bearer new-access');
    expect(response.headers['x-refresh-token']).toBeUndefined();
    expect(rotate).not.toHaveBeenCalled();
  });

  it('keeps the response when rotation itself fails', async () => {
    const { app, rotate } = setup({ userId: 'u1', renewedAccessToken: null, rotationDue: dueRow });
    rotate.mockRejectedValueOnce(new Error('database down'));
    const response = await app.inject({ method: 'GET', url: '/ok' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-refresh-token']).toBeUndefined();
  });
});
