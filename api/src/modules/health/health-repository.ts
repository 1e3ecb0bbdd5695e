import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
