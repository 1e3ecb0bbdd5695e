// @fastify/rate-limit for the routes that ask for it: Redis shares the counts across API instances;
// while it is down they live in memory.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { fallbackStore } from '../lib/rate-limit-store.js';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: fallbackStore(app.redisHealth, 'genetype:rate-limit:'),
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'http'] },
);
