import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

// Like the login limit, the forgot-password limit must hold across API instances: it runs when
// TEST_REDIS_URL points at a Redis server and is skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('forgot-password rate limit with the Redis store', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      FORGOT_PASSWORD_RATE_LIMIT: '2/1m',
      // A made-up client address per run (below), so runs never share a Redis counter.
      TRUST_PROXY: '1',
      MAIL_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'genetype-outbox-')),
    };
    first = await createTestApp('sqlite', env);
    second = await createTestApp('sqlite', env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts requests from one address across two API instances', async () => {
    const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;
    const address = randomAddress();
    const ask = (t: TestApp, ip = address) =>
      t.app.inject({
        method: 'POST',
        url: '/user/forgotPassword',
        headers: { 'x-forwarded-for': ip },
        payload: { email: 'nobody@example.com' },
      });

    expect((await ask(first)).statusCode).toBe(200);
    expect((await ask(second)).statusCode).toBe(200);
    const limited = await ask(first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(
      /^비밀번호 재설정 요청이 너무 많아요/,
    );
    expect((await ask(second)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await ask(second, randomAddress())).statusCode).toBe(200);
  });
});
