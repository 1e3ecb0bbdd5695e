import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database.js';

/** SQL texts of the prepared queries, each with the name PostgreSQL knows it by (see namedPool). */
const statementNames = new Map<string, string>();

/** The name a prepared query's SQL is sent under, or undefined for any other SQL. */
export function statementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

// A value no caller sends: each parameter is compiled as its marker, then found by it.
const MARKER = '\u0000prepared-query:';
/** Stands for the value named `name`; typed as the column it goes into (it is a marker string). */
export type Param<Params extends string> = <T = string>(name: Params) => T;
const marker = <T>(name: string) => `${MARKER}${name}` as T;

/**
 * A Kysely query built and compiled once, then run with other values (issue 35). Building and
 * compiling a query costs more API CPU than SQLite spends running it (docs/benchmarks.md), and
 * the hot calls send the same few shapes every time. `build` receives `param(name)`, which stands
 * for a value given at each run; every other value in the query stays as compiled. Its SQL is
 * also named, so PostgreSQL parses and plans it once per connection (db/database.ts).
 *
 *   const byId = new PreparedQuery<'id', UserRow>((param) =>
 *     db.selectFrom('users').select(['id', 'email']).where('id', '=', param('id')));
 *   await byId.execute(db, { id });
 *
 * Only explicit column lists: a prepared `select *` would fail on PostgreSQL once a migration
 * changes the table's columns under a running instance ("cached plan must not change result type").
 */
export class PreparedQuery<Params extends string, Row = unknown> {
  private readonly compiled: CompiledQuery<Row>;
  /** For each parameter of the SQL: the name of the value to send, or the value compiled in. */
  private readonly slots: readonly ({ name: Params } | { value: unknown })[];

  constructor(build: (param: Param<Params>) => Compilable<Row>) {
    this.compiled = build(marker).compile();
    this.slots = this.compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARKER)
        ? { name: value.slice(MARKER.length) as Params }
        : { value },
    );
    if (!statementNames.has(this.compiled.sql))
      statementNames.set(this.compiled.sql, `genetype_${statementNames.size + 1}`);
  }

  get sql(): string {
    return this.compiled.sql;
  }

  /** Runs the query on `db` (a transaction too) with `values` in place of its parameters. */
  execute(db: Db, values: Readonly<Record<Params, unknown>>): Promise<QueryResult<Row>> {
    const parameters = this.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return db.executeQuery<Row>({ ...this.compiled, parameters });
  }
}
