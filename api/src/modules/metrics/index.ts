import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { Counter, Gauge, Histogram, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../../db/database.js';
import { poolStats } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { metricsSchema } from './metrics-schemas.js';
import { t } from '../../i18n/i18n.js';
import ko from './messages.ko.js';

export interface MetricsModuleOptions {
  db: Db;
  /** Bearer token required to read /metrics; null: anyone (only outside production). */
  token: string | null;
  /** The app's registry (plugins/metrics.ts): other areas add their own figures to it. */
  registry: Registry;
}

export const METRICS_DENIED_MESSAGE = ko.denied;

// Seconds. Most calls answer in a few milliseconds; login (argon2) and the forgot-password call
// (a fixed floor of 250 ms) sit in the hundreds.
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route's pattern, never the raw URL: one series per route, no ids or tokens in labels. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? 'unmatched';
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus format: request counts and latency histograms per route pattern,
 * the database pool (connections in use, idle, requests waiting for one), and Node's own figures
 * (event-loop lag, CPU, memory, GC). One registry per app, so several apps in one process (tests,
 * benchmarks) keep their figures apart. Registered at the root, before the product's routes.
 */
export async function metricsModule(
  app: FastifyInstance,
  options: MetricsModuleOptions,
): Promise<void> {
  const { db, token, registry } = options;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle); SQLite has a single connection and no pool',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      if (stats?.kind !== 'postgres') return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a free pool connection (PostgreSQL); 0 for SQLite',
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      this.set(stats?.kind === 'postgres' ? stats.waiting : 0);
    },
  });
  new Gauge({
    name: 'db_pool_max',
    help: 'The pool size (DATABASE_POOL_SIZE for PostgreSQL; 1 for SQLite)',
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      if (stats) this.set(stats.max);
    },
  });

  // Root-level hook (this plugin is wrapped with skip-override below): it sees every route.
  // A callback hook: every request passes it, and an async one costs a promise or two each.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions?.url !== '/metrics') {
      const labels = {
        method: request.method,
        route: routeOf(request),
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get('/metrics', { schema: metricsSchema, logLevel: 'warn' }, async (request, reply) => {
    if (token !== null) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, token)) throw new HttpError(401, t('metrics:denied'));
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

// The request hook must apply to every route, not only to this plugin's own.
(metricsModule as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
