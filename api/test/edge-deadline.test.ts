// The edge's deadline (lib/edge-deadline.ts): a request nginx stopped waiting for is refused
// without being applied, so a frozen instance that wakes up cannot land an older write.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { createDatabase } from '../src/db/database.js';
import type { Db } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import {
  REQUEST_START_HEADER,
  REQUEST_TIMEOUT_HEADER,
  asWrite,
  currentWrite,
  lateBy,
} from '../src/lib/edge-deadline.js';
import { dialects } from './helpers/dialects.js';
import { ADULT_CONSENTS, PASSWORD, uniqueMember } from './helpers/fixtures.js';
import type { EdgeWrite } from '../src/lib/edge-deadline.js';
import type { TestApp, TestDatabase } from './helpers/test-app.js';
import { createTestApp, createTestDatabase, migrateTestDatabase } from './helpers/test-app.js';

const stamped = (receivedMsAgo: number, timeoutS = '2') => ({
  [REQUEST_START_HEADER]: ((Date.now() - receivedMsAgo) / 1000).toFixed(3),
  [REQUEST_TIMEOUT_HEADER]: timeoutS,
});

describe('lateBy', () => {
  const now = 1_700_000_010_000;
  it('is the age of a request past its timeout, else null', () => {
    const headers = (start: string, timeout = '2') => ({
      [REQUEST_START_HEADER]: start,
      [REQUEST_TIMEOUT_HEADER]: timeout,
    });
    expect(lateBy(headers('1700000007.500'), now)).toBe(2500);
    expect(lateBy(headers('1700000008.500'), now)).toBeNull();
    // No edge, a disabled or unreadable timeout, a clock far ahead: served as usual.
    expect(lateBy({}, now)).toBeNull();
    expect(lateBy(headers('1700000000.000', '0'), now)).toBeNull();
    expect(lateBy(headers('yesterday'), now)).toBeNull();
    expect(lateBy(headers('1700000000.000', '-1'), now)).toBeNull();
    expect(lateBy(headers('1700000020.000'), now)).toBeNull();
  });
});

describe.each(dialects)('requests the edge gave up on, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGNUP_RATE_LIMIT: '100/1m' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signupRequest = (member: { userId: string; email: string }, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/user/signup',
      headers,
      payload: {
        ...member,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        consents: ADULT_CONSENTS,
      },
    });

  it('refuses a late write with 503 and applies nothing', async () => {
    const member = uniqueMember('late');
    const late = await signupRequest(member, stamped(5000));
    expect(late.statusCode).toBe(503);
    expect(late.json()).toEqual({ message: '요청이 너무 오래 기다렸어요. 다시 시도해 주세요.' });
    // Nothing was written: the same member signs up now.
    const again = await signupRequest(member, stamped(10));
    expect(again.statusCode).toBe(201);
  });

  it('says so in English to an English request, and serves a late read', async () => {
    const late = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { ...stamped(3000), 'accept-language': 'en' },
      payload: { login: 'nobody', password: PASSWORD },
    });
    expect(late.statusCode).toBe(503);
    expect(late.json().message).toBe(
      'The request waited too long to be handled. Please try again.',
    );
    const read = await t.app.inject({ method: 'GET', url: '/health', headers: stamped(3000) });
    expect(read.statusCode).toBe(200);
  });
});

// A write that arrived in time but reaches its commit late (its instance froze or crawled
// meanwhile) is rolled back, and a request the edge sent to two instances commits on one only.
describe.each(dialects)('the edge’s writes in the database, on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  // The other API instance the edge sends a request to after the first froze.
  let other: Db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = createDatabase(database.config);
    other = createDatabase(database.config);
    await migrateTestDatabase(db, database.config);
    await sql`create table deadline_probe (id integer primary key)`.execute(db);
  });
  afterAll(async () => {
    await other.destroy();
    await db.destroy();
    await database.drop();
  });

  const write = (requestId: string | null, isLate = () => false): EdgeWrite => ({
    isLate,
    requestId,
  });
  const insert = (id: number, on: Kysely<Database> = db) =>
    sql`insert into deadline_probe (id) values (${id})`.execute(on);
  const stored = async () =>
    (await sql<{ id: number }>`select id from deadline_probe order by id`.execute(db)).rows.map(
      (row) => Number(row.id),
    );
  const inTransaction = (on: Db, ...ids: number[]) =>
    on.transaction().execute(async (trx) => {
      for (const id of ids) await insert(id, trx);
    });

  beforeEach(async () => {
    await sql`delete from deadline_probe`.execute(db);
  });

  it('rolls back a transaction whose commit comes after the deadline', async () => {
    let late = false;
    const attempt = asWrite(
      write('late-commit', () => late),
      () =>
        db.transaction().execute(async (trx) => {
          await insert(1, trx);
          late = true;
        }),
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 503 });
    expect(await stored()).toEqual([]);
  });

  it('refuses a write outside a transaction once late, and reads on', async () => {
    await expect(
      asWrite(
        write(null, () => true),
        () => insert(2),
      ),
    ).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(
      await asWrite(
        write(null, () => true),
        stored,
      ),
    ).toEqual([]);
  });

  it('commits a request on one instance only, in a transaction or not', async () => {
    await asWrite(write('request-a'), () => inTransaction(db, 3, 4));
    await expect(asWrite(write('request-a'), () => inTransaction(other, 5))).rejects.toMatchObject({
      statusCode: 503,
    });
    await asWrite(write('request-b'), () => insert(6, other));
    await expect(asWrite(write('request-b'), () => insert(7))).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(await stored()).toEqual([3, 4, 6]);
  });

  it('lets one request commit several times on its instance', async () => {
    const request = write('request-c');
    await asWrite(request, async () => {
      await inTransaction(db, 8);
      await insert(9);
      await inTransaction(db, 10);
    });
    expect(await stored()).toEqual([8, 9, 10]);
  });

  it('commits writes without an edge, and every write outside a request', async () => {
    await asWrite(write(null), () => inTransaction(db, 11));
    await insert(12);
    expect(await stored()).toEqual([11, 12]);
    const claims = await sql<{ n: number }>`select count(*) as n from edge_writes`.execute(db);
    expect(Number(claims.rows[0]?.n)).toBe(3);
  });
});

describe('the deadline reaches the handler of a write', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      {
        extend: (app, clock) => {
          // The instance "freezes" for five seconds inside the handler, after the body was parsed.
          app.post('/probe/late', async () => {
            const before = currentWrite()?.isLate();
            clock.advance(5000);
            return {
              before,
              after: currentWrite()?.isLate(),
              requestId: currentWrite()?.requestId,
            };
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('is in time on arrival and late once the time passed; a request without the edge never is', async () => {
    const stampedProbe = await t.app.inject({
      method: 'POST',
      url: '/probe/late',
      headers: stamped(10),
      payload: { any: 'body' },
    });
    expect(stampedProbe.json()).toEqual({
      before: false,
      after: true,
      requestId: stampedProbe.headers['x-request-id'],
    });
    const unstamped = await t.app.inject({ method: 'POST', url: '/probe/late', payload: {} });
    expect(unstamped.json()).toEqual({ before: false, after: false, requestId: null });
  });
});
