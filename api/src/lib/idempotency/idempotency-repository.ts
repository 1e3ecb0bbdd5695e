// The idempotency_keys table (migration 088): the claims of keyed writes and their sealed answers.
import type { Db } from '../../db/database.js';
import type { IdempotencyKeysTable } from '../../db/schema.js';

export type IdempotencyRecord = Pick<
  IdempotencyKeysTable,
  'fingerprint' | 'holder' | 'beat' | 'status' | 'answer'
>;

export class IdempotencyRepository {
  /** `beatDb`: the heartbeat's own connection, so a pool busy with requests never delays it. */
  constructor(
    private readonly db: Db,
    private readonly beatDb: Db = db,
  ) {}

  /** Claims a key nobody holds; false when a row for it exists already. */
  async claim(row: {
    id: string;
    fingerprint: string;
    instance: string;
    holder: string;
    createdAt: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto('idempotency_keys')
      .values({
        id: row.id,
        fingerprint: row.fingerprint,
        instance: row.instance,
        holder: row.holder,
        beat: 0,
        status: null,
        answer: null,
        created_at: row.createdAt,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  find(id: string): Promise<IdempotencyRecord | undefined> {
    return this.db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'holder', 'beat', 'status', 'answer'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Takes over a claim whose holder stopped beating: only if it is still the claim seen (same
   * holder, same beat), so of two instances trying at once, and of the holder's own commit, one wins.
   */
  async takeOver(
    id: string,
    seen: { holder: string; beat: number },
    next: { instance: string; holder: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('idempotency_keys')
      .set({ instance: next.instance, holder: next.holder, beat: seen.beat + 1 })
      .where('id', '=', id)
      .where('holder', '=', seen.holder)
      .where('beat', '=', seen.beat)
      .where('status', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The heartbeat of an instance: every claim it holds shows it is still working. */
  async beat(instance: string): Promise<void> {
    await this.beatDb
      .updateTable('idempotency_keys')
      .set((eb) => ({ beat: eb('beat', '+', 1) }))
      .where('instance', '=', instance)
      .where('status', 'is', null)
      .execute();
  }

  /** Stores the answer, if the claim is still this holder's. */
  async finish(id: string, holder: string, status: number, answer: string): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status, answer })
      .where('id', '=', id)
      .where('holder', '=', holder)
      .execute();
  }

  /** Gives the key up (an answer not worth repeating): the next request with it runs afresh. */
  async release(id: string, holder: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('id', '=', id)
      .where('holder', '=', holder)
      .where('status', 'is', null)
      .execute();
  }

  async pruneBefore(createdAt: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', createdAt).execute();
  }
}
