// The store behind every @fastify/rate-limit limit: Redis when it answers (the limits then hold
// across API instances), this process's memory when it does not. Limits never lapse because Redis
// is down, and a request never waits on a Redis that is down (no queue, a short command timeout).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// INCR with the window set on the first hit; answers [count, remaining ms].
const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return {current, ttl}
`;

/** Whether the last Redis answer was recent and good; read by GET /health. */
export class RedisHealth {
  private failedAt = 0;

  constructor(
    readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {}

  /** A command failed or timed out: count as down for a few seconds even if the socket is open. */
  failed(): void {
    this.failedAt = this.now();
  }

  get available(): boolean {
    return this.redis.status === 'ready' && this.now() - this.failedAt > 5_000;
  }
}

/** Fixed windows in memory, pruned as they expire. */
class MemoryWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= 50_000) this.prune(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows (a flood of distinct keys): drop the oldest half.
    if (this.windows.size >= 50_000) {
      let drop = this.windows.size / 2;
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}

type RedisWithCommand = Redis & {
  genetypeRateLimit(
    key: string,
    windowMs: number,
    callback: (error: Error | null, result?: [number, number]) => void,
  ): void;
};

/**
 * The store class @fastify/rate-limit instantiates. One memory map serves every route (keys carry
 * the route's prefix), so a route's count survives switching stores back and forth.
 */
export function fallbackStore(
  health: RedisHealth | null,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const memory = new MemoryWindows();
  const redis = health?.redis as RedisWithCommand | undefined;
  if (redis && typeof redis.genetypeRateLimit !== 'function')
    redis.defineCommand('genetypeRateLimit', { numberOfKeys: 1, lua: INCR_LUA });

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = this.prefix + key;
      const inMemory = (): void => callback(null, memory.incr(fullKey, timeWindow));
      if (!redis || !health?.available) {
        inMemory();
        return;
      }
      redis.genetypeRateLimit(fullKey, timeWindow, (error, result) => {
        if (error || !result) {
          health.failed();
          inMemory();
        } else {
          callback(null, { current: Number(result[0]), ttl: Number(result[1]) });
        }
      });
    }

    // At run time the options carry `routeInfo` (the route's method and URL; empty for
    // createRateLimit), which keeps one route's counts apart from another's.
    child(routeOptions: object): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      const route = info?.url ? `${info.method}${info.url}-` : '';
      return new FallbackStore(undefined, `${nameSpace}${route}`);
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
