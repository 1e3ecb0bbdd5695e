// Redis for the rate-limit counters only (REDIS_URL), as `app.redisHealth`: null without Redis.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppOptions } from '../lib/app-options.js';
import { RedisHealth } from '../lib/rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    redisHealth: RedisHealth | null;
  }
}

// Redis answers a rate-limit count in about a millisecond; past this, count in memory instead.
const REDIS_COMMAND_TIMEOUT_MS = 100;

export default fp<AppOptions>(
  async (app, { config }) => {
    if (!config.redisUrl) {
      app.decorate('redisHealth', null);
      return;
    }
    // Never queue a command while disconnected, never wait long for one, keep reconnecting in
    // the background (the store counts in memory meanwhile).
    const redis = new Redis(config.redisUrl, {
      connectTimeout: 2000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    // ioredis retries on its own; say once that limits are per instance meanwhile, not per retry.
    let reported = false;
    redis.on('error', (error: Error) => {
      if (!reported)
        app.log.warn(
          { err: error },
          "Redis unreachable: rate limits are counted in this instance's memory until it is back",
        );
      reported = true;
    });
    redis.on('ready', () => {
      if (reported) app.log.info('Redis is back: rate limits are shared again');
      reported = false;
    });
    app.addHook('onClose', async () => {
      // quit() would wait for a Redis that is down; disconnect() also stops the reconnect loop.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
    app.decorate('redisHealth', new RedisHealth(redis));
  },
  { name: 'redis', dependencies: ['core'] },
);
