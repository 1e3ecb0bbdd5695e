import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from './database.js';
import { createDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { GroupCommit } from './write-batch.js';

describe('GroupCommit (SQLite writes of concurrent requests in one transaction)', () => {
  let dir: string;
  let file: string;
  let db: Db;

  const addUser = (id: string) =>
    sql`insert into users (id, user_id, email, created_at, updated_at) values (${id}, ${id}, ${`${id}@example.com`}, '2026-01-01', '2026-01-01')`;
  /** What another connection sees: only committed rows. */
  const committedUsers = (): string[] => {
    const reader = new SQLite(file, { readonly: true });
    try {
      return (reader.prepare('select id from users order by id').all() as { id: string }[]).map(
        (row) => row.id,
      );
    } finally {
      reader.close();
    }
  };

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'genetype-group-commit-'));
    file = path.join(dir, 'test.sqlite');
    db = createDatabase({ kind: 'sqlite', path: file });
    await migrateToLatest(db, { kind: 'sqlite', path: file });
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs units that arrive together in one transaction and settles them once committed', async () => {
    const writes = new GroupCommit(db);
    const transactions = jest.spyOn(db, 'transaction');
    const seenAtSettle: string[][] = [];
    const units = Array.from({ length: 10 }, (_, i) =>
      writes
        .run(async (trx) => {
          await addUser(`u${i}`).execute(trx);
          return i;
        })
        .then((value) => {
          seenAtSettle.push(committedUsers());
          return value;
        }),
    );
    expect(await Promise.all(units)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The first unit starts a transaction at once; the nine queued meanwhile share the next one.
    expect(transactions).toHaveBeenCalledTimes(2);
    // Every unit was told only after its own row was visible to another connection.
    seenAtSettle.forEach((seen, i) => expect(seen.length).toBeGreaterThanOrEqual(i + 1));
    expect(committedUsers()).toHaveLength(10);
  });

  it('rolls back only the unit that fails, and gives it its own error', async () => {
    const writes = new GroupCommit(db);
    const first = writes.run(async (trx) => addUser('a0').execute(trx));
    const results = await Promise.allSettled([
      first,
      writes.run(async (trx) => addUser('a1').execute(trx)),
      writes.run(async (trx) => {
        await addUser('a2').execute(trx);
        throw new Error('second thoughts');
      }),
      // A duplicate key fails in SQLite itself, after the unit's first insert went through.
      writes.run(async (trx) => {
        await addUser('a3').execute(trx);
        await addUser('a1').execute(trx);
      }),
      writes.run(async (trx) => addUser('a4').execute(trx)),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('second thoughts'));
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(committedUsers()).toEqual(['a0', 'a1', 'a4']);
  });

  it('fails every unit of a batch whose commit fails, and stores none of them', async () => {
    const writes = new GroupCommit(db);
    // The first batch holds the connection until released, so the next two share a batch.
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = writes.run(async (trx) => {
      await addUser('b0').execute(trx);
      await gate;
    });
    const outcomes = Promise.allSettled([
      writes.run(async (trx) => {
        // Checked at COMMIT: a result for a member who does not exist fails the whole commit.
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await sql`insert into results (id, owner_id, is_self, completed, created_at, updated_at) values ('r1', 'nobody', 0, 0, 'x', 'x')`.execute(
          trx,
        );
      }),
      writes.run(async (trx) => addUser('b1').execute(trx)),
    ]);
    release();
    await first;
    const settled = await outcomes;
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(committedUsers()).toEqual(['b0']);
    await expect(writes.run(async (trx) => addUser('b2').execute(trx))).resolves.toBeDefined();
    expect(committedUsers()).toEqual(['b0', 'b2']);
  });

  it('keeps working after a failed batch', async () => {
    const writes = new GroupCommit(db);
    await expect(
      writes.run(async () => {
        throw new Error('nope');
      }),
    ).rejects.toThrow('nope');
    await expect(writes.run(async (trx) => addUser('c0').execute(trx))).resolves.toBeDefined();
    expect(committedUsers()).toEqual(['c0']);
  });
});
