import { sql } from 'kysely';
import { createDatabase } from '../src/db/database.js';
import type { Db } from '../src/db/database.js';
import { PreparedQuery, statementName } from '../src/db/prepared-query.js';
import { dialects } from './helpers/dialects.js';
import type { TestDatabase } from './helpers/test-app.js';
import { createTestDatabase, migrateTestDatabase } from './helpers/test-app.js';

describe.each(dialects)('prepared queries on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = createDatabase(database.config);
    await migrateTestDatabase(db, database.config);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  // The bank's questions: rows every migrated database has.
  const byId = () =>
    new PreparedQuery<'id', { id: string; section: string }>((param) =>
      db
        .selectFrom('questions')
        .select(['id', 'section'])
        .where('id', '=', param('id'))
        // A value compiled in stays as it was.
        .where('section', '<>', 'Z'),
    );

  it('runs the query compiled once with each call’s values', async () => {
    const query = byId();
    expect((await query.execute(db, { id: 'A-01' })).rows).toEqual([{ id: 'A-01', section: 'A' }]);
    expect((await query.execute(db, { id: 'B-02' })).rows).toEqual([{ id: 'B-02', section: 'B' }]);
    expect((await query.execute(db, { id: 'no-such' })).rows).toEqual([]);
  });

  it('runs inside a transaction and reports the rows it changed', async () => {
    const touch = new PreparedQuery<'text' | 'id'>((param) =>
      db
        .updateTable('questions')
        .set({ text: param('text') })
        .where('id', '=', param('id')),
    );
    const before = await db
      .selectFrom('questions')
      .select('text')
      .where('id', '=', 'A-01')
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      const result = await touch.execute(trx, { text: 'changed', id: 'A-01' });
      expect(result.numAffectedRows).toBe(1n);
      await touch.execute(trx, { text: before.text, id: 'A-01' });
    });
    const after = await db
      .selectFrom('questions')
      .select('text')
      .where('id', '=', 'A-01')
      .executeTakeFirstOrThrow();
    expect(after.text).toBe(before.text);
  });

  it('gives the same SQL one statement name, and other SQL none', () => {
    const first = byId();
    const second = byId();
    expect(statementName(first.sql)).toMatch(/^genetype_\d+$/);
    expect(statementName(second.sql)).toBe(statementName(first.sql));
    expect(statementName('select 1')).toBeUndefined();
  });

  if (dialect === 'postgres')
    it('is parsed once per connection on PostgreSQL (a named statement)', async () => {
      const query = byId();
      // One connection, so the statement list read afterwards is the one the query ran on.
      await db.connection().execute(async (connection) => {
        await query.execute(connection, { id: 'A-01' });
        await query.execute(connection, { id: 'A-02' });
        const { rows } = await sql<{
          name: string;
        }>`select name from pg_prepared_statements where statement = ${query.sql}`.execute(
          connection,
        );
        expect(rows).toEqual([{ name: statementName(query.sql) }]);
      });
    });
});
