import type { Compilable, QueryResult } from 'kysely';
import { CompiledQuery } from 'kysely';

/** What runs a compiled query: the database or a transaction. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

// No value a caller passes starts with a NUL character, so a parameter that does is a placeholder.
const MARK = '\u0000template-param:';

type Slot<P> = { name: keyof P & string } | { value: unknown };

/**
 * The property key as V8 keeps it: a sliced string used as a key is looked up in the string table
 * on every access, while a key taken from an object is already the interned one. Array indexes
 * become numbers, so a template may also take its values as an array (`p[0]`, `p[1]`, ...).
 */
function propertyKey(name: string): string | number {
  if (/^(0|[1-9]\d*)$/.test(name)) return Number(name);
  return Object.keys({ [name]: true })[0] as string;
}

/**
 * A Kysely query built and compiled once, then run with new parameter values. Building and
 * compiling a query costs more than running it once SQLite's statement is cached (about 100 µs for
 * a 44-row insert, a few µs for a lookup by key), so the hot paths compile theirs up front.
 *
 * `build` receives placeholders: every property of `params` read while building becomes a bound
 * parameter of that name, filled in on each run. Use them only as whole values (`where(col, '=',
 * params.id)`, `values({ col: params.x })`), never inside `in` lists or expressions, and keep the
 * query's shape independent of them. Literal values (`sql.lit`) and constants stay as compiled.
 */
export class QueryTemplate<P extends object, R> {
  readonly sql: string;
  private readonly slots: readonly Slot<P>[];

  constructor(build: (params: P) => Compilable<R>) {
    const read = new Set<string>();
    const placeholders = new Proxy({} as P, {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        read.add(name);
        return `${MARK}${name}`;
      },
    });
    const compiled = build(placeholders).compile();
    this.sql = compiled.sql;
    this.slots = compiled.parameters.map((value): Slot<P> => {
      if (typeof value !== 'string' || !value.includes(MARK)) return { value };
      const name = value.slice(MARK.length);
      if (!value.startsWith(MARK) || !read.has(name))
        throw new Error(`QueryTemplate: a placeholder was used inside a value (${value})`);
      return { name: propertyKey(name) as keyof P & string };
    });
  }

  /** The query with `params` bound, for `runner.executeQuery`. */
  bind(params: P): CompiledQuery<R> {
    const values = this.slots.map((slot) => ('name' in slot ? params[slot.name] : slot.value));
    return CompiledQuery.raw(this.sql, values) as CompiledQuery<R>;
  }

  async execute(runner: QueryRunner, params: P): Promise<R[]> {
    return (await runner.executeQuery(this.bind(params))).rows;
  }

  async executeTakeFirst(runner: QueryRunner, params: P): Promise<R | undefined> {
    return (await runner.executeQuery(this.bind(params))).rows[0];
  }

  /** Rows an insert, update or delete touched. */
  async affectedRows(runner: QueryRunner, params: P): Promise<number> {
    return Number((await runner.executeQuery(this.bind(params))).numAffectedRows ?? 0);
  }
}
