// A request the edge has stopped waiting for is not served (issue 36, docs/operations.md
// "Fail-over"). nginx stamps when it received the request (X-Request-Start, its `$msec`) and how
// long it waits for an answer there (X-Request-Timeout, seconds). An instance that was frozen or
// overloaded and reads a write after that has no one to answer — the edge has told the member it
// failed — and applying it now could land an older write after the member's newer one. Only writes
// carry the stamp: a read is retried on the other instance instead.
import type { FastifyInstance } from 'fastify';
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

export function installEdgeDeadline(app: FastifyInstance, clock: Clock): void {
  // A callback hook: it runs on every request, and an async one costs a promise or two each.
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) {
      done();
      return;
    }
    const age = lateBy(request.headers, clock());
    if (age === null) {
      done();
      return;
    }
    request.log.warn({ ageMs: Math.round(age) }, 'refused a write the edge stopped waiting for');
    done(new HttpError(503, t('common:request.edgeGaveUp')));
  });
}
