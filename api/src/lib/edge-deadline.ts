// Writes through the edge (issue 36, docs/operations.md "Fail-over"). nginx gives an instance two
// seconds for a write, then sends it to the other one, and gives up after three. It stamps when it
// received the request (X-Request-Start, its `$msec`), how long it waits in all
// (X-Request-Timeout, seconds) and its id (X-Request-Id), the same on every instance it tries.
//   - A write is not applied after the edge gave up: the member was told it failed and may have
//     written since. The deadline is checked on arrival (a write that queued on a frozen instance)
//     and again before the commit (one that started in time on an instance that then froze).
//   - A write is applied once: its commit claims the request id (db/deadline-dialect.ts), so of
//     the instance that froze with it and the one the edge sent it to next, one commits it and the
//     other rolls back.
// Reads carry no stamp: the edge retries them freely.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock.js';
import { HttpError } from './http-error.js';
import { t } from '../i18n/i18n.js';

export const REQUEST_START_HEADER = 'x-request-start';
export const REQUEST_TIMEOUT_HEADER = 'x-request-timeout';

// A start this far ahead of the instance's clock is skew, not a request from the future: ignored.
const FUTURE_TOLERANCE_MS = 1000;

const secondsHeader = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^\d{1,12}(\.\d{1,6})?$/.test(text.trim())) return null;
  return Number(text) * 1000;
};

/**
 * How long ago the edge received the request, when that is past the time the edge waits for it;
 * null when it is not late or the headers are absent or unreadable (no edge: `npm start`, tests).
 */
export function lateBy(
  headers: Record<string, string | string[] | undefined>,
  now: number,
): number | null {
  const start = secondsHeader(headers[REQUEST_START_HEADER]);
  const timeout = secondsHeader(headers[REQUEST_TIMEOUT_HEADER]);
  if (start === null || timeout === null || timeout === 0) return null;
  const age = now - start;
  if (age < -FUTURE_TOLERANCE_MS || age <= timeout) return null;
  return age;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The write being served: whether it is past its edge's deadline, and its edge's request id. */
export interface EdgeWrite {
  isLate(): boolean;
  /** nginx's id for the request, the same on every instance it is sent to; null without an edge. */
  requestId: string | null;
  /** Set once this instance has claimed the request id in a commit. */
  claimed?: boolean;
}

const scope = new AsyncLocalStorage<EdgeWrite>();

/** The write being served, if any (db/deadline-dialect.ts checks its commits against it). */
export function currentWrite(): EdgeWrite | undefined {
  return scope.getStore();
}

/** Runs `fn` (and everything it starts) as `write`. */
export function asWrite<T>(write: EdgeWrite, fn: () => T): T {
  return scope.run(write, fn);
}

/** The 503 a write gets when the edge stopped waiting for it; nothing of it is applied. */
export function edgeGaveUp(): HttpError {
  return new HttpError(503, t('common:request.edgeGaveUp'));
}

export function installEdgeDeadline(app: FastifyInstance, clock: Clock): void {
  // One per request, kept across the two hooks that enter its scope.
  const writes = new WeakMap<FastifyRequest, EdgeWrite>();
  const writeOf = (request: FastifyRequest): EdgeWrite => {
    let write = writes.get(request);
    if (!write) {
      write = {
        isLate: () => lateBy(request.headers, clock()) !== null,
        requestId: request.headers[REQUEST_START_HEADER] === undefined ? null : request.id,
      };
      writes.set(request, write);
    }
    return write;
  };
  // Callback hooks, as for the language (i18n/fastify.ts): the handler runs in the scope, and body
  // parsing, which leaves it, is followed by preValidation, which enters it again.
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    const age = lateBy(request.headers, clock());
    if (age !== null) {
      request.log.warn({ ageMs: Math.round(age) }, 'refused a write the edge stopped waiting for');
      return done(edgeGaveUp());
    }
    asWrite(writeOf(request), done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    asWrite(writeOf(request), done);
  });
}
