// Writes of a keyed request commit only while the request still holds its key (issue 36, item 5;
// lib/idempotency). An instance frozen mid-request can thaw after the edge moved the write to the
// other instance, which took the key over and applied it: what the thawed one then commits could
// land an older write after the member's newer one. So every commit of a keyed request first bumps
// its claim's beat where the holder is still this request (the fence): none updated, the
// transaction rolls back. The fence's row lock also orders a takeover after a commit that won (the
// takeover needs the beat it saw). A write made outside a transaction is wrapped in one for this.
import { CompiledQuery } from 'kysely';
import type {
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { Holding } from '../lib/idempotency/scope.js';
import { currentHolding } from '../lib/idempotency/scope.js';
import { HttpError } from '../lib/http-error.js';
import { t } from '../i18n/i18n.js';

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
const WRITE_SQL = /^\s*(insert|update|delete|replace)\b/i;
// The claims' own bookkeeping (lib/idempotency/idempotency-repository.ts) is never fenced.
const OWN_TABLE = /\bidempotency_keys\b/;

/** The fence's statement in a dialect's parameter style: (id, holder) → rows updated. */
export type FenceStatement = (holding: Holding) => CompiledQuery;

export function fenceStatement(parameter: (index: number) => string): FenceStatement {
  return ({ id, holder }) =>
    CompiledQuery.raw(
      `update idempotency_keys set beat = beat + 1 where id = ${parameter(1)} and holder = ${parameter(2)} and status is null`,
      [id, holder],
    );
}

/** The answer of a request whose key another instance took over: nothing of it was applied. */
export class SupersededError extends HttpError {
  constructor() {
    super(503, t('common:request.edgeGaveUp'));
  }
}

const fenced = (query: CompiledQuery): Holding | undefined => {
  const holding = currentHolding();
  if (!holding || OWN_TABLE.test(query.sql)) return undefined;
  return WRITE_NODES.has(query.query.kind) || WRITE_SQL.test(query.sql) ? holding : undefined;
};

async function fence(connection: DatabaseConnection, statement: FenceStatement, holding: Holding) {
  const result = await connection.executeQuery(statement(holding));
  if (Number(result.numAffectedRows ?? 0) !== 1) throw new SupersededError();
}

class FencedConnection implements DatabaseConnection {
  inTransaction = false;
  /** The keyed write this transaction wrote for, checked at its commit. */
  wroteFor: Holding | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly statement: FenceStatement,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const holding = fenced(query);
    if (!holding) return this.inner.executeQuery<R>(query);
    if (this.inTransaction) {
      this.wroteFor = holding;
      return this.inner.executeQuery<R>(query);
    }
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    try {
      const result = await this.inner.executeQuery<R>(query);
      await fence(this.inner, this.statement, holding);
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback'));
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const own = (connection: DatabaseConnection) => connection as FencedConnection;

class FencedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly statement: FenceStatement,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new FencedConnection(await this.inner.acquireConnection(), this.statement);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(own(connection).inner, settings);
    own(connection).inTransaction = true;
    own(connection).wroteFor = undefined;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const { inner, wroteFor } = own(connection);
    // Thrown before the commit: Kysely then rolls the transaction back.
    if (wroteFor) await fence(inner, this.statement, wroteFor);
    own(connection).inTransaction = false;
    await this.inner.commitTransaction(inner);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    own(connection).inTransaction = false;
    await this.inner.rollbackTransaction(own(connection).inner);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(own(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect` with the writes of keyed requests fenced by their claim. */
export function fencedWrites(dialect: Dialect, statement: FenceStatement): Dialect {
  return {
    createDriver: () => new FencedDriver(dialect.createDriver(), statement),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}
