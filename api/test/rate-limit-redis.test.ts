import { randomBytes } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { connect, createServer } from 'node:net';
import { Redis } from 'ioredis';
import { PASSWORD, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

// The Redis store is what keeps the login limit across several API instances. It runs when
// TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379) and is skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;
// Only the per-login limit is under test. The per-address one (50 in 10 min, every login from
// 127.0.0.1) lives in the same Redis across runs, so a second run within ten minutes found it spent.
const ADDRESS_LIMIT = { LOGIN_ADDRESS_RATE_LIMIT: '1000/10m' };

(redisUrl ? describe : describe.skip)('login rate limit with the Redis store', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', LOGIN_RATE_LIMIT: '2/1m', ...ADDRESS_LIMIT };
    first = await createTestApp('sqlite', env);
    second = await createTestApp('sqlite', env);
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.quit();
  });

  it('counts attempts across two API instances sharing one Redis', async () => {
    const login = `nobody${randomBytes(4).toString('hex')}`;
    const attempt = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/user/login', payload: { login, password: PASSWORD } });

    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(400);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
    expect(await redis.keys('genetype:rate-limit:*')).not.toHaveLength(0);

    const other = await first.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { login: uniqueMember().userId, password: PASSWORD },
    });
    expect(other.statusCode).toBe(400);
  });
});

/** A loopback port that refuses connections until `open()` forwards it to the real Redis. */
async function redisDoor(target: URL) {
  const server = createServer((client: Socket) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    sockets.add(client).add(upstream);
  });
  const sockets = new Set<Socket>();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    open: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

(redisUrl ? describe : describe.skip)('rate limits while Redis comes and goes', () => {
  it('count in memory while it is away and in Redis again once it is back', async () => {
    const door = await redisDoor(new URL(redisUrl ?? ''));
    const t = await createTestApp('sqlite', {
      REDIS_URL: door.url,
      LOGIN_RATE_LIMIT: '2/1m',
      ...ADDRESS_LIMIT,
    });
    const redis = new Redis(redisUrl ?? '');
    try {
      const health = async () => (await t.app.inject({ method: 'GET', url: '/health' })).json();
      expect(await health()).toEqual({ status: 'degraded', redis: 'unreachable' });
      const attempt = (login: string) =>
        t.app.inject({
          method: 'POST',
          url: '/user/login',
          payload: { login, password: PASSWORD },
        });
      const away = `away${randomBytes(4).toString('hex')}`;
      expect((await attempt(away)).statusCode).toBe(400);
      expect((await attempt(away)).statusCode).toBe(400);
      expect((await attempt(away)).statusCode).toBe(429);

      await door.open();
      const deadline = Date.now() + 15_000;
      while ((await health()).status !== 'ok' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await health()).toEqual({ status: 'ok', redis: 'ok' });

      const back = `back${randomBytes(4).toString('hex')}`;
      const before = (await redis.keys('genetype:rate-limit:*login-account:*')).length;
      expect((await attempt(back)).statusCode).toBe(400);
      expect((await redis.keys('genetype:rate-limit:*login-account:*')).length).toBe(before + 1);
    } finally {
      await t.close();
      await redis.quit();
      await door.close();
    }
  });
});
