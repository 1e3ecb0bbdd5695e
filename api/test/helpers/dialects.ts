export type Dialect = 'sqlite' | 'postgres';

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (as in CI). Suites use
 * `describe.each(dialects)` so the output names the database each test ran on.
 */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];
