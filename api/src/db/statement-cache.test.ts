import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { CachingSqliteDatabase } from './statement-cache.js';

describe('CachingSqliteDatabase (prepared statements for Kysely on SQLite)', () => {
  let sqlite: SQLite.Database;

  beforeEach(() => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, name text)');
    sqlite.exec("insert into t (id, name) values (1, 'one'), (2, 'two'), (3, 'three')");
  });
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares a statement once and hands the same one out again', () => {
    const cache = new CachingSqliteDatabase(sqlite);
    const first = cache.prepare('select name from t where id = ?');
    const second = cache.prepare('select name from t where id = ?');
    expect(second).toBe(first);
    expect(second.all([2])).toEqual([{ name: 'two' }]);
    expect(cache.stats()).toEqual({ size: 1, prepared: 1 });
  });

  it('keeps at most its bound, evicting the least recently used', () => {
    const cache = new CachingSqliteDatabase(sqlite, 3);
    const query = (n: number) => `select ${n} as n`;
    const a = cache.prepare(query(1));
    cache.prepare(query(2));
    cache.prepare(query(3));
    expect(cache.prepare(query(1))).toBe(a); // 1 is now the most recent; 2 the least
    cache.prepare(query(4));
    expect(cache.stats()).toEqual({ size: 3, prepared: 4 });
    expect(cache.prepare(query(1))).toBe(a);
    expect(cache.stats().prepared).toBe(4);
    cache.prepare(query(2)); // evicted, so compiled again
    expect(cache.stats()).toEqual({ size: 3, prepared: 5 });
  });

  it('gives a fresh statement while the cached one is still iterating', () => {
    const cache = new CachingSqliteDatabase(sqlite);
    const text = 'select id from t order by id';
    const iterating = cache.prepare(text);
    const rows = iterating.iterate([]);
    expect(rows.next().value).toEqual({ id: 1 });
    const other = cache.prepare(text);
    expect(other).not.toBe(iterating);
    expect(other.all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...rows]).toEqual([{ id: 2 }, { id: 3 }]);
    expect(cache.prepare(text)).toBe(iterating); // free again, reused
  });

  it('starts over after a statement that may change the schema', () => {
    const cache = new CachingSqliteDatabase(sqlite);
    cache.prepare('select name from t where id = ?');
    cache.prepare('begin');
    cache.prepare('commit');
    expect(cache.stats().size).toBe(3);
    cache.prepare('drop table t').run([]);
    expect(cache.stats().size).toBe(0);
    // Compiled anew, so it fails as any fresh statement naming a dropped table does.
    expect(() => cache.prepare('select name from t where id = ?')).toThrow(/no such table/);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new CachingSqliteDatabase(sqlite, 0)).toThrow(RangeError);
    expect(() => new CachingSqliteDatabase(sqlite, 1.5)).toThrow(RangeError);
  });

  describe('behind Kysely', () => {
    interface Db {
      t: { id: number; name: string };
    }

    it('answers correctly across many distinct statements and transactions with a small cache', async () => {
      const cache = new CachingSqliteDatabase(sqlite, 6);
      const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cache }) });
      try {
        for (let i = 0; i < 60; i += 1) {
          // A different SQL text every time (the literal), beside one that stays cached.
          const distinct = await db
            .selectFrom('t')
            .select(sql<number>`${sql.lit(i)}`.as('k'))
            .where('id', '=', (i % 3) + 1)
            .executeTakeFirstOrThrow();
          expect(distinct.k).toBe(i);
          const steady = await db
            .selectFrom('t')
            .select('name')
            .where('id', '=', (i % 2) + 1)
            .executeTakeFirstOrThrow();
          expect(steady.name).toBe(['one', 'two'][i % 2]);
          await db.transaction().execute(async (trx) => {
            await trx
              .updateTable('t')
              .set({ name: `n${i}` })
              .where('id', '=', 3)
              .execute();
          });
        }
        await expect(
          db.transaction().execute(async (trx) => {
            await trx.updateTable('t').set({ name: 'rolled back' }).where('id', '=', 3).execute();
            throw new Error('abort');
          }),
        ).rejects.toThrow('abort');
        expect(
          (await db.selectFrom('t').select('name').where('id', '=', 3).executeTakeFirstOrThrow())
            .name,
        ).toBe('n59');
        // Each distinct text once, the steady select, begin, update and commit once, and rollback:
        // the least recently used entry is always an old distinct one, never a steady one.
        expect(cache.stats()).toEqual({ size: 6, prepared: 60 + 4 + 1 });
      } finally {
        await db.destroy();
      }
      expect(sqlite.open).toBe(false);
    });

    it('reuses the statements of repeated queries', async () => {
      const cache = new CachingSqliteDatabase(sqlite);
      const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cache }) });
      try {
        for (let id = 1; id <= 3; id += 1)
          await db.selectFrom('t').select('name').where('id', '=', id).execute();
        expect(cache.stats()).toEqual({ size: 1, prepared: 1 });
      } finally {
        await db.destroy();
      }
    });
  });
});
