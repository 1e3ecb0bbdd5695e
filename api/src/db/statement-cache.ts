import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept; the app has well under this many query shapes on its hot paths. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

// Data statements and transaction control keep their meaning for the life of the schema. Anything
// else (create/alter/drop, pragma, vacuum, ...) may change the schema, so it empties the cache:
// SQLite would re-prepare a stale statement by itself, but one that names a dropped table should
// fail the way a fresh prepare would, and migrations are rare enough to start over after.
const CACHEABLE =
  /^\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release)\b/i;

/**
 * better-sqlite3 as Kysely's SqliteDialect sees it, with a bounded LRU cache of prepared
 * statements keyed by SQL text. Why it stays (issue 16): Kysely has no statement cache of its own
 * (its SQLite driver calls `prepare` for every query, and PostgreSQL's `pg` has no cache either
 * without named statements), and compiling a statement costs more than running a small one
 * (`prepare` was 12–16 % of the API's time, docs/benchmarks.md). Kysely's query compiler turns
 * every call site into the same SQL text with `?` placeholders, so a few hundred entries cover
 * the app. It sits below Kysely (the dialect's database interface), not beside it.
 *
 * A statement is reused only when it is free: `all`/`run` finish before they return, but an
 * `iterate` (Kysely's `stream()`) holds its statement until the iterator ends, so a second use of
 * the same SQL meanwhile gets a fresh, uncached statement.
 */
export class CachingSqliteDatabase implements SqliteDatabase {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private prepared = 0;

  constructor(
    readonly database: BetterSqlite3.Database,
    private readonly maxStatements = DEFAULT_STATEMENT_CACHE_SIZE,
  ) {
    if (!Number.isInteger(maxStatements) || maxStatements < 1)
      throw new RangeError(`maxStatements must be a positive integer (got ${maxStatements})`);
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.statements.get(sql);
    if (cached !== undefined) {
      if (cached.busy) return this.compile(sql);
      // Most recently used last: Map keeps insertion order, so the first key is the eviction.
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    if (!CACHEABLE.test(sql)) {
      this.statements.clear();
      return this.compile(sql);
    }
    const statement = this.compile(sql);
    this.statements.set(sql, statement);
    if (this.statements.size > this.maxStatements) {
      const oldest = this.statements.keys().next().value as string;
      this.statements.delete(oldest);
    }
    return statement;
  }

  close(): void {
    this.statements.clear();
    this.database.close();
  }

  /** Statements held now, and how many were compiled since the start (for tests and diagnosis). */
  stats(): { size: number; prepared: number } {
    return { size: this.statements.size, prepared: this.prepared };
  }

  private compile(sql: string): BetterSqlite3.Statement {
    this.prepared += 1;
    return this.database.prepare(sql);
  }
}
