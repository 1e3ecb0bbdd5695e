// The edge's writes in the database (lib/edge-deadline.ts): nothing committed after the edge gave
// up, and each request committed by one instance only. Before a write commits, the driver checks
// the deadline and, for a request the edge sent, inserts its request id into `edge_writes` in the
// same transaction. The instance that commits first wins; the other's insert fails on the key (in
// PostgreSQL it waits for the first one's outcome) and its transaction rolls back with a 503 to an
// edge that no longer listens. A write made outside a transaction is wrapped in one for this.
import { CompiledQuery } from 'kysely';
import type {
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { EdgeWrite } from '../lib/edge-deadline.js';
import { currentWrite, edgeGaveUp } from '../lib/edge-deadline.js';

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
const WRITE_SQL = /^\s*(insert|update|delete|replace)\b/i;
/** Claims older than this are pruned: the edge retries a request for seconds, not minutes. */
const CLAIM_KEPT_MS = 10 * 60_000;
const PRUNE_EVERY = 500;

function isWrite(query: CompiledQuery): boolean {
  return WRITE_NODES.has(query.query.kind) || WRITE_SQL.test(query.sql);
}

export interface ClaimStatements {
  /** Inserts (request_id, applied_at). */
  claim(requestId: string, appliedAt: string): CompiledQuery;
  /** Deletes the claims applied before a time. */
  prune(before: string): CompiledQuery;
  isDuplicate(error: unknown): boolean;
}

/** The edge's write this connection serves in its current transaction, and what it did so far. */
class DeadlineConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly driver: DeadlineDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!isWrite(query)) return this.inner.executeQuery<R>(query);
    if (this.inTransaction) {
      this.wrote = true;
      return this.inner.executeQuery<R>(query);
    }
    const write = currentWrite();
    if (!write) return this.inner.executeQuery<R>(query);
    if (write.isLate()) throw edgeGaveUp();
    if (write.requestId === null || write.claimed) return this.inner.executeQuery<R>(query);
    // Its own transaction, so that the write and its claim commit together.
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    try {
      const result = await this.inner.executeQuery<R>(query);
      await this.driver.claim(this.inner, write);
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

const deadlineOf = (connection: DatabaseConnection) => connection as DeadlineConnection;

class DeadlineDriver implements Driver {
  private claims = 0;

  constructor(
    private readonly inner: Driver,
    private readonly statements: ClaimStatements,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new DeadlineConnection(await this.inner.acquireConnection(), this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(deadlineOf(connection).inner, settings);
    deadlineOf(connection).inTransaction = true;
    deadlineOf(connection).wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const own = deadlineOf(connection);
    const write = currentWrite();
    if (own.wrote && write) {
      if (write.isLate()) throw edgeGaveUp();
      await this.claim(own.inner, write);
    }
    own.inTransaction = false;
    await this.inner.commitTransaction(own.inner);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    deadlineOf(connection).inTransaction = false;
    await this.inner.rollbackTransaction(deadlineOf(connection).inner);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(deadlineOf(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /**
   * Inserts the claim of an edge's request inside the open transaction (once: a request's later
   * transactions on this instance have claimed already). Refused when another instance did.
   */
  async claim(connection: DatabaseConnection, write: EdgeWrite) {
    if (write.claimed || write.requestId === null) return;
    try {
      await connection.executeQuery(
        this.statements.claim(write.requestId, new Date().toISOString()),
      );
    } catch (error) {
      if (this.statements.isDuplicate(error)) throw edgeGaveUp();
      throw error;
    }
    write.claimed = true;
    this.claims += 1;
    if (this.claims % PRUNE_EVERY === 0)
      await connection.executeQuery(
        this.statements.prune(new Date(Date.now() - CLAIM_KEPT_MS).toISOString()),
      );
  }
}

/** `dialect` with its commits checked against the edge's deadline and claimed once per request. */
export function deadlineChecked(dialect: Dialect, statements: ClaimStatements): Dialect {
  return {
    createDriver: () => new DeadlineDriver(dialect.createDriver(), statements),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}
