// Writes safe to repeat (issue 36, item 5; the IETF draft httpapi-idempotency-key-header). A client
// sends a fresh `Idempotency-Key` with each logical write, the same one when it sends it again. The
// first instance to see a key claims it (idempotency_keys, shared by the instances), applies the
// write and stores its answer; a repeat gets that answer again. That lets the edge move a keyed
// write off an instance that holds it too long (ops/nginx/genetype.conf):
//   - the other instance finds the claim. While its holder is alive — its heartbeat bumps the
//     claim's beat — it waits up to a second for the holder's answer and repeats it, else answers
//     409 with Retry-After and the client asks again with the same key: a write that is merely
//     slow (argon2, an overloaded instance) is done once, not twice;
//   - a holder whose beat stood still for STALE_MS is frozen: the claim is taken over and the write
//     applied here; the frozen one, once thawed, commits nothing (db/fenced-dialect.ts);
//   - a key sent with another request (method, address, Authorization, body) is refused (422).
// The answer is sealed with a key derived from the Idempotency-Key, which the table does not hold:
// the sessions a login or sign-up answered cannot be read from the database.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@genetype/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { t } from '../../i18n/i18n.js';
import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import { HttpError } from '../http-error.js';
import type { IdempotencyRecord } from './idempotency-repository.js';
import { IdempotencyRepository } from './idempotency-repository.js';
import type { Holding } from './scope.js';
import { asHolding } from './scope.js';

/** Set on an answer repeated from the store. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** How often a holder's instance shows it is alive. */
export const BEAT_MS = 200;
/** A claim whose beat stood still this long (seen by the instance waiting on it) is taken over. */
export const STALE_MS = 750;
/** How often an instance waiting on another's claim looks at it again. */
const POLL_MS = 100;
/**
 * The longest a repeat waits for a live holder before answering 409 + Retry-After: under the
 * edge's 1.2 s for a keyed write, and over STALE_MS so that a frozen holder is found first.
 */
export const WAIT_MAX_MS = 1000;
/** Seconds the client waits before asking again for a write still in progress. */
export const RETRY_AFTER_S = 1;
/** Kept a day: a client's own retries come within minutes. */
const KEPT_MS = 24 * 60 * 60_000;
const PRUNE_EVERY = 200;

// The draft's sf-string ("…"), or the bare token most clients send; a UUID fits.
const KEY_FORMAT = /^(?:"([A-Za-z0-9_-]{16,128})"|([A-Za-z0-9_-]{16,128}))$/;

/** The header as docs/openapi.json states it (every write). */
export const IDEMPOTENCY_KEY_SCHEMA = {
  type: 'string',
  pattern: '^("[A-Za-z0-9_-]{16,128}"|[A-Za-z0-9_-]{16,128})$',
  description:
    'A fresh random key (a UUID) per logical write, the same when that write is sent again: it is applied once and its answer repeated for 24 h (`Idempotent-Replayed: true`). 422 for a key sent with another request; 409 with `Retry-After` while the first is still being handled (send it again with the same key). docs/api.md, "Idempotency-Key".',
};
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Request-specific or recomputed when sent again.
const UNSTORED_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  'server-timing',
]);

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash;
};

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

function sealAnswer(key: string, answer: Answer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sha256('answer', key).digest(), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
}

function openAnswer(key: string, sealed: string): Answer {
  const data = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    sha256('answer', key).digest(),
    data.subarray(0, 12),
  );
  decipher.setAuthTag(data.subarray(12, 28));
  const text = Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as Answer;
}

/**
 * Whether an answer is the write's outcome, to repeat: not one that says to try again (401 before a
 * session refresh, 408, 429, 5xx), after which the same key must run the write afresh.
 */
const storable = (status: number) =>
  status < 500 && status !== 401 && status !== 408 && status !== 429;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request's key, null without one; a malformed one is refused. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  const match = typeof header === 'string' ? KEY_FORMAT.exec(header.trim()) : null;
  if (!match) throw new HttpError(400, t('common:request.badIdempotencyKey'));
  return match[1] ?? match[2] ?? null;
}

function fingerprintOf(request: FastifyRequest): string {
  return sha256(
    request.method,
    request.url,
    String(request.headers.authorization ?? ''),
    JSON.stringify(request.body ?? null),
  ).digest('hex');
}

function replay(reply: FastifyReply, key: string, record: IdempotencyRecord) {
  const answer = openAnswer(key, record.answer ?? '');
  void reply.code(answer.status).headers(answer.headers).header(REPLAYED_HEADER, 'true');
  void reply.send(answer.body);
}

export function installIdempotency(
  app: FastifyInstance,
  { db, beatDb, clock }: { db: Db; beatDb?: Db; clock: Clock },
): void {
  const store = new IdempotencyRepository(db, beatDb);
  const instance = randomUUID();
  const held = new WeakMap<FastifyRequest, Holding & { key: string }>();
  let holding = 0;
  let claims = 0;

  // One heartbeat for every claim this instance holds; a frozen instance sends none.
  const heart = setInterval(() => {
    if (holding > 0)
      store
        .beat(instance)
        .catch((error: unknown) => app.log.warn({ err: error }, 'idempotency heartbeat failed'));
  }, BEAT_MS);
  heart.unref();
  app.addHook('onClose', async () => clearInterval(heart));

  const hold = (request: FastifyRequest, id: string, key: string, holder: string) => {
    held.set(request, { id, key, holder });
    holding += 1;
    claims += 1;
    if (claims % PRUNE_EVERY === 0)
      void store
        .pruneBefore(isoAt(clock() - KEPT_MS))
        .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency prune failed'));
  };

  /** Claims the key, waits for its live holder's answer, or takes a frozen holder's claim over. */
  async function settle(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
  ): Promise<boolean> {
    const id = sha256('id', key).digest('hex');
    const fingerprint = fingerprintOf(request);
    // Liveness is judged in this process's real time (the injected clock is the calendar's).
    const started = performance.now();
    let seen: { holder: string; beat: number; at: number } | null = null;
    for (;;) {
      const holder = randomUUID();
      if (await store.claim({ id, fingerprint, instance, holder, createdAt: isoAt(clock()) })) {
        hold(request, id, key, holder);
        return true;
      }
      const record = await store.find(id);
      if (record) {
        if (record.fingerprint !== fingerprint)
          throw new HttpError(422, t('common:request.idempotencyKeyReused'));
        if (record.status !== null) {
          replay(reply, key, record);
          return false;
        }
        const now = performance.now();
        if (!seen || seen.holder !== record.holder || seen.beat !== record.beat)
          seen = { holder: record.holder, beat: record.beat, at: now };
        else if (now - seen.at >= STALE_MS) {
          if (await store.takeOver(id, seen, { instance, holder })) {
            request.log.warn('took over a keyed write from an instance that stopped answering');
            hold(request, id, key, holder);
            return true;
          }
          seen = null;
        }
        if (now - started >= WAIT_MAX_MS) {
          void reply.header('retry-after', String(RETRY_AFTER_S));
          throw new HttpError(409, t('common:request.idempotencyInProgress'));
        }
      }
      // The edge gave up on this attempt (and sent it elsewhere): the answer reaches no one.
      if (request.raw.socket?.destroyed) throw new HttpError(503, t('common:request.edgeGaveUp'));
      await sleep(POLL_MS);
    }
  }

  // After validation and body parsing (the fingerprint covers the body), before the route's own
  // hooks and handler, which then run as the holder (scope.ts) — a callback hook for that reason.
  app.addHook('preHandler', (request, reply, done) => {
    if (READS.has(request.method)) return done();
    let key: string | null;
    try {
      key = keyOf(request);
    } catch (error) {
      return done(error as Error);
    }
    if (key === null) return done();
    settle(request, reply, key).then(
      (claimed) => {
        const own = held.get(request);
        if (claimed && own) asHolding({ id: own.id, holder: own.holder }, () => done());
        // A repeat, answered: the hook chain ends here.
      },
      (error: Error) => done(error),
    );
  });

  // The holder's answer is stored before it leaves, so a repeat never runs the write again.
  async function storeAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    own: Holding & { key: string },
  ): Promise<void> {
    try {
      if (storable(reply.statusCode) && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        const headers: Answer['headers'] = {};
        for (const [name, value] of Object.entries(reply.getHeaders()))
          if (value !== undefined && !UNSTORED_HEADERS.has(name))
            headers[name] = Array.isArray(value) ? value.map(String) : String(value);
        const answer = { status: reply.statusCode, headers, body: payload.toString() };
        await store.finish(own.id, own.holder, reply.statusCode, sealAnswer(own.key, answer));
      } else await store.release(own.id, own.holder);
    } catch (error) {
      request.log.warn({ err: error }, 'could not store the answer of a keyed write');
    }
  }
  // A callback hook: every answer passes it, and most hold no key (an async hook costs a promise
  // or two per request).
  app.addHook('onSend', (request, reply, payload, done) => {
    const own = held.get(request);
    if (!own) {
      done(null, payload);
      return;
    }
    held.delete(request);
    holding -= 1;
    void storeAnswer(request, reply, payload, own).then(() => done(null, payload));
  });
}
