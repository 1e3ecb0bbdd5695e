import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { PASSWORD, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

// The Redis store is what keeps the login limit across several API instances. It runs when
// TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379) and is skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('login rate limit with the Redis store', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', LOGIN_RATE_LIMIT: '2/1m' };
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
