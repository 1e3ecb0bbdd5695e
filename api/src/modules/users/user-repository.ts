import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NewUserRow, UserRow } from '../../db/schema.js';

export class UserRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** User IDs compare case-insensitively (a unique index on lower(user_id) backs this). */
  findByUserId(userId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(user_id)`, '=', userId.toLowerCase())
      .executeTakeFirst();
  }

  /** Members whose verified phone is `phoneNumber`, newest first (find account). */
  findAllByPhoneNumber(phoneNumber: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('phone_number', '=', phoneNumber)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async setPhoneNumber(id: string, phoneNumber: string, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ phone_number: phoneNumber, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async create(row: NewUserRow): Promise<UserRow> {
    return this.db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
  }
}
