import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/index.js';
import { createDatabase } from '../src/db/database.js';
import { migrationProvider } from '../src/db/migrations/index.js';
import { dialects } from './helpers/dialects.js';
import { signup } from './helpers/fixtures.js';
import type { TestDatabase } from './helpers/test-app.js';
import { TEST_ENV, createTestDatabase, migrateTestDatabase } from './helpers/test-app.js';

describe.each(dialects)('database on %s', (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.drop();
  });

  it('applies every migration once, then reports nothing to do', async () => {
    const db = createDatabase(database.config);
    try {
      // Every registered migration, in name order (each area adds its own numbered range).
      const registered = Object.keys(await migrationProvider.getMigrations()).sort();
      expect(registered.slice(0, 2)).toEqual(['001-create-users', '002-create-refresh-tokens']);
      expect(await migrateTestDatabase(db, database.config)).toEqual(registered);
      expect(await migrateTestDatabase(db, database.config)).toEqual([]);
      const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual(expect.arrayContaining(['refresh_tokens', 'users']));
    } finally {
      await db.destroy();
    }
  });

  it('deletes a member’s refresh tokens with the member (foreign key on both dialects)', async () => {
    const db = createDatabase(database.config);
    await migrateTestDatabase(db, database.config);
    const app = await buildApp({ ...loadConfig(TEST_ENV), database: database.config }, { db });
    try {
      const { email } = await signup(app);
      await db.deleteFrom('users').where('email', '=', email).execute();
      const { count } = await db
        .selectFrom('refresh_tokens')
        .select(sql<string>`count(*)`.as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(0);
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('opens, migrates and closes its own database when none is given', async () => {
    const app = await buildApp({ ...loadConfig(TEST_ENV), database: database.config });
    try {
      const { session } = await signup(app);
      const response = await app.inject({
        method: 'GET',
        url: '/user/getUser',
        headers: { authorization: `Bearer ${session.token.token}` },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
