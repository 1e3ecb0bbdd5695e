// Idempotency-Key (lib/idempotency, db/fenced-dialect.ts): a keyed write is applied once however
// often and wherever it is sent — a repeat gets the first answer, waits for a live holder, takes
// over a frozen holder's claim — and the frozen holder's own commit is refused once it thaws.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { SupersededError } from '../src/db/fenced-dialect.js';
import {
  REPLAYED_HEADER,
  RETRY_AFTER_S,
  STALE_MS,
  WAIT_MAX_MS,
} from '../src/lib/idempotency/idempotency.js';
import { asHolding } from '../src/lib/idempotency/scope.js';
import { dialects } from './helpers/dialects.js';
import { ADULT_CONSENTS, PASSWORD, authHeaders, signup, uniqueMember } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';
import { createTestApp } from './helpers/test-app.js';

const newKey = () => `"${randomUUID()}"`;

describe.each(dialects)('Idempotency-Key on %s', (dialect) => {
  let t: TestApp;
  let peer: FastifyInstance;
  // The suite's own write: it waits for `gate` (a write slower than the edge's 1.2 s), then adds a
  // row, so how often it was applied can be counted.
  let gate: Promise<void> = Promise.resolve();
  const applied = (tag: string) =>
    t.db
      .selectFrom('field_views')
      .select('id')
      .where('view_id', '=', tag)
      .execute()
      .then((rows) => rows.length);
  const addTestWrite = (app: FastifyInstance) => {
    app.post<{ Body: { tag: string } }>('/test/keyed-write', async (request) => {
      await gate;
      await t.db
        .insertInto('field_views')
        .values({
          id: randomUUID(),
          view_id: request.body.tag,
          module: 'test',
          version: '1',
          route: '/',
          language: 'ko',
          errors: 0,
          lcp: null,
          inp: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { tag: request.body.tag, at: Date.now() };
    });
  };
  const testWrite = (app: FastifyInstance, key: string, tag: string) =>
    app.inject({
      method: 'POST',
      url: '/test/keyed-write',
      headers: { 'idempotency-key': key },
      payload: { tag },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGNUP_RATE_LIMIT: '100/1m' }, { extend: addTestWrite });
    // A second instance on the same database, as production runs two behind nginx.
    peer = await buildApp(t.config, { db: t.db, clock: t.clock.now });
    addTestWrite(peer);
    await peer.ready();
  });
  afterAll(async () => {
    await peer.close();
    await t.close();
  });

  const signupWith = (
    app: FastifyInstance,
    key: string,
    member: { userId: string; email: string },
  ) =>
    app.inject({
      method: 'POST',
      url: '/user/signup',
      headers: { 'idempotency-key': key },
      payload: {
        ...member,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        consents: ADULT_CONSENTS,
      },
    });

  it('repeats a sign-up’s answer, cookie included, on either instance, and signs up once', async () => {
    const member = uniqueMember('idem');
    const key = newKey();
    const first = await signupWith(t.app, key, member);
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await signupWith(peer, key, member);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.headers['set-cookie']).toEqual(first.headers['set-cookie']);
    // Without the key the same sign-up is a new request: the account exists once.
    const unkeyed = await signupWith(t.app, newKey(), member);
    expect(unkeyed.statusCode).toBe(409);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('keeps the answer sealed: the table holds neither the key nor the session', async () => {
    const member = uniqueMember('seal');
    const key = randomUUID();
    const response = await signupWith(t.app, key, member);
    const token = response.json<{ token: { token: string } }>().token.token;
    const rows = await t.db.selectFrom('idempotency_keys').selectAll().execute();
    const text = JSON.stringify(rows);
    expect(text).not.toContain(key);
    expect(text).not.toContain(token);
    expect(text).not.toContain(member.email);
  });

  it('refuses a key sent with another request (422) and a malformed key (400), in the member’s language', async () => {
    const key = newKey();
    expect((await testWrite(t.app, key, 'a')).statusCode).toBe(200);
    const reused = await testWrite(peer, key, 'b');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: '이 Idempotency-Key는 다른 요청에 이미 쓰였어요. 새 요청에는 새 키를 보내 주세요.',
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/test/keyed-write',
      headers: { 'idempotency-key': key, 'accept-language': 'en' },
      payload: { tag: 'c' },
    });
    expect(english.json().message).toMatch(/already used for a different request/);
    for (const bad of [
      'short',
      'x'.repeat(129),
      'has space in it 1234',
      '"unterminated-1234567890',
    ])
      expect((await testWrite(t.app, bad, 'd')).statusCode).toBe(400);
    expect(await applied('b')).toBe(0);
  });

  it('runs a write again after an answer that says to try again (401), not a replay', async () => {
    const member = await signup(t.app);
    const key = newKey();
    const body = { contents: '다시 보내도 한 번만 저장돼요.' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/reviews/post',
      headers: { 'idempotency-key': key },
      payload: body,
    });
    expect(refused.statusCode).toBe(401);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/reviews/post',
      headers: { 'idempotency-key': key, ...authHeaders(member.session.token) },
      payload: body,
    });
    expect(accepted.statusCode).toBeLessThan(300);
    expect(accepted.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  const holdWrites = () => {
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    return () => {
      open();
      gate = Promise.resolve();
    };
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('has a repeat wait for a live holder and answer what it answered', async () => {
    const release = holdWrites();
    const key = newKey();
    const tag = `slow-${randomUUID()}`;
    const first = testWrite(t.app, key, tag);
    await sleep(100);
    // Sent to the other instance while the first is still at it: it waits for the answer.
    const repeat = testWrite(peer, key, tag);
    await sleep(WAIT_MAX_MS / 2);
    release();
    const [a, b] = await Promise.all([first, repeat]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers[REPLAYED_HEADER]).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect(await applied(tag)).toBe(1);
  }, 15_000);

  it('answers 409 with Retry-After while a live holder is slower than that, never running it twice', async () => {
    const release = holdWrites();
    const key = newKey();
    const tag = `slower-${randomUUID()}`;
    const first = testWrite(t.app, key, tag);
    await sleep(100);
    // Longer than a frozen holder is given: the heartbeat says this one is alive.
    const started = Date.now();
    const busy = await testWrite(peer, key, tag);
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALE_MS);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(busy.json()).toEqual({
      message: '같은 요청을 아직 처리하고 있어요. 잠시 후 다시 시도해 주세요.',
    });
    release();
    const answer = await first;
    // Asked again with the same key, as the client does after Retry-After: the first answer.
    const again = await testWrite(peer, key, tag);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(answer.json());
    expect(await applied(tag)).toBe(1);
  }, 15_000);

  it('takes over the claim of a holder that stopped beating, and refuses the holder’s commit after', async () => {
    const key = newKey();
    const tag = `frozen-${randomUUID()}`;
    // An instance that claimed the key and froze: its claim, never beating again.
    const { id, holder } = await claimAsFrozen(key, tag);
    const started = Date.now();
    const taken = await testWrite(peer, key, tag);
    expect(taken.statusCode).toBe(200);
    expect(taken.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALE_MS);
    expect(await applied(tag)).toBe(1);
    // The frozen instance thaws and commits its copy of the write: refused, nothing applied.
    const thawed = asHolding({ id, holder }, () =>
      t.db
        .insertInto('field_views')
        .values({
          id: randomUUID(),
          view_id: tag,
          module: 'test',
          version: '1',
          route: '/',
          language: 'ko',
          errors: 0,
          lcp: null,
          inp: null,
          created_at: new Date().toISOString(),
        })
        .execute(),
    );
    await expect(thawed).rejects.toBeInstanceOf(SupersededError);
    const inTransaction = asHolding({ id, holder }, () =>
      t.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('field_views').where('view_id', '=', tag).execute();
      }),
    );
    await expect(inTransaction).rejects.toBeInstanceOf(SupersededError);
    expect(await applied(tag)).toBe(1);
    // The repeat of the taken-over write is the new holder's answer.
    const repeat = await testWrite(t.app, key, tag);
    expect(repeat.json()).toEqual(taken.json());
  }, 15_000);

  /** A claim as an instance makes it, by a fake instance that never beats (frozen). */
  async function claimAsFrozen(key: string, tag: string) {
    // The fingerprint must match the repeat's: have the real code claim it, then swap the holder
    // and instance for ones no live instance beats for.
    const release = holdWrites();
    const pending = testWrite(t.app, key, tag);
    let row;
    for (let i = 0; i < 50 && !row; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      row = await t.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('status', 'is', null)
        .executeTakeFirst();
    }
    if (!row) throw new Error('no claim');
    const holder = randomUUID();
    await t.db
      .updateTable('idempotency_keys')
      .set({ holder, instance: 'frozen-instance' })
      .where('id', '=', row.id)
      .execute();
    // The real request goes on as a holder that lost its claim: its write is refused.
    release();
    const superseded = await pending;
    expect(superseded.statusCode).toBe(503);
    return { id: row.id, holder };
  }
});
