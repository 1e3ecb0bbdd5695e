import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/**
 * Runs a unit of writes atomically: all of it is committed, or none of it. A unit only runs
 * queries on the transaction it is given (nothing else to wait for: others may wait on it).
 */
export interface WriteRunner {
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** A transaction per unit: PostgreSQL, whose pooled connections commit side by side. */
export function transactionPerWrite(db: Db): WriteRunner {
  return { run: (work) => db.transaction().execute(work) };
}

/** Units run in one transaction at most; a longer queue waits for the next. */
const MAX_BATCH = 64;

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for SQLite. Its one connection commits one transaction at a time, and every commit
 * appends the pages it touched to the WAL (and now and then checkpoints them), so a commit per
 * request costs more than the request's own inserts. Units that arrive while a transaction runs
 * go together into the next one, each inside its own savepoint: a unit that fails rolls back only
 * its own writes and gets its own error, the others are kept. Every unit's promise settles after
 * the shared COMMIT, so a caller is told "done" only for writes that are committed; if the
 * COMMIT fails, every unit of the batch gets that error.
 */
export class GroupCommit implements WriteRunner {
  private readonly pending: Pending[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.length > 0) await this.commit(this.pending.splice(0, MAX_BATCH));
    } finally {
      this.flushing = false;
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const unit of batch) {
          await sql`savepoint unit`.execute(trx);
          try {
            const value = await unit.work(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to unit`.execute(trx);
            outcomes.push({ ok: false, error });
          }
          await sql`release unit`.execute(trx);
        }
      });
    } catch (error) {
      for (const unit of batch) unit.reject(error);
      return;
    }
    batch.forEach((unit, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  }
}
