import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { QueryTemplate } from './query-template.js';
import { CachingSqliteDatabase } from './statement-cache.js';

interface Db {
  people: { id: number; name: string; team: string; score: number };
}

describe('QueryTemplate (a Kysely query compiled once, run with new values)', () => {
  let db: Kysely<Db>;

  beforeEach(async () => {
    db = new Kysely<Db>({
      dialect: new SqliteDialect({ database: new CachingSqliteDatabase(new SQLite(':memory:')) }),
    });
    await db.schema
      .createTable('people')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('team', 'text', (col) => col.notNull())
      .addColumn('score', 'integer', (col) => col.notNull())
      .execute();
    await db
      .insertInto('people')
      .values([
        { id: 1, name: '민수', team: 'a', score: 10 },
        { id: 2, name: '지연', team: 'a', score: 20 },
        { id: 3, name: '서준', team: 'b', score: 20 },
      ])
      .execute();
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('binds each named value wherever it was used, in the compiled order', async () => {
    const template = new QueryTemplate<{ team: string; score: number }, { name: string }>((p) =>
      db
        .selectFrom('people')
        .select('name')
        .where('score', '=', p.score)
        .where('team', '=', p.team)
        .where((eb) => eb.or([eb('score', '=', p.score), eb('name', '=', 'nobody')]))
        .orderBy('id'),
    );
    expect(await template.execute(db, { team: 'a', score: 20 })).toEqual([{ name: '지연' }]);
    expect(await template.execute(db, { team: 'b', score: 20 })).toEqual([{ name: '서준' }]);
    expect(await template.executeTakeFirst(db, { team: 'b', score: 10 })).toBeUndefined();
  });

  it('takes its values as an array too', async () => {
    const template = new QueryTemplate<readonly (string | number)[], unknown>((p) =>
      db.insertInto('people').values([
        { id: p[0] as number, name: p[1] as string, team: p[2] as string, score: 0 },
        { id: p[3] as number, name: p[4] as string, team: p[2] as string, score: 0 },
      ]),
    );
    await template.execute(db, [4, '하윤', 'c', 5, '도윤']);
    const rows = await db
      .selectFrom('people')
      .select(['id', 'name', 'team'])
      .where('team', '=', 'c')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 4, name: '하윤', team: 'c' },
      { id: 5, name: '도윤', team: 'c' },
    ]);
  });

  it('keeps constants and literals as compiled', async () => {
    const template = new QueryTemplate<{ id: number }, { name: string; tag: string }>((p) =>
      db
        .selectFrom('people')
        .select(['name', sql<string>`${'tag'}`.as('tag')])
        .where('id', '=', p.id)
        .where('team', '=', sql.lit('a')),
    );
    expect(template.sql).toContain("'a'");
    expect(await template.executeTakeFirst(db, { id: 2 })).toEqual({ name: '지연', tag: 'tag' });
    expect(await template.executeTakeFirst(db, { id: 3 })).toBeUndefined();
  });

  it('reports the rows a write touched, inside a transaction too', async () => {
    const template = new QueryTemplate<{ team: string; from: number; to: number }, unknown>((p) =>
      db
        .updateTable('people')
        .set({ score: p.to })
        .where('team', '=', p.team)
        .where('score', '=', p.from),
    );
    expect(await template.affectedRows(db, { team: 'a', from: 20, to: 30 })).toBe(1);
    await db.transaction().execute(async (trx) => {
      expect(await template.affectedRows(trx, { team: 'a', from: 20, to: 40 })).toBe(0);
      expect(await template.affectedRows(trx, { team: 'a', from: 30, to: 40 })).toBe(1);
    });
    const scores = await db.selectFrom('people').select('score').orderBy('id').execute();
    expect(scores.map((row) => row.score)).toEqual([10, 40, 20]);
  });

  it('refuses a placeholder used inside a larger value', () => {
    for (const wrap of [(v: string) => `${v}%`, (v: string) => `%${v}`])
      expect(
        () =>
          new QueryTemplate<{ part: string }, { name: string }>((p) =>
            db.selectFrom('people').select('name').where('name', 'like', wrap(p.part)),
          ),
      ).toThrow(/inside a value/);
  });
});
