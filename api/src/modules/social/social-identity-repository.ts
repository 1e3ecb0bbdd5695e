import type { Db } from '../../db/database.js';
import type {
  NewUserConsentsRow,
  NewUserRow,
  SocialIdentityRow,
  UserRow,
} from '../../db/schema.js';
import type { LinkedAccounts } from '../users/user-service.js';

export type Provider = 'kakao' | 'google';

export class SocialIdentityRepository implements LinkedAccounts {
  constructor(private readonly db: Db) {}

  findBySubject(provider: Provider, subject: string): Promise<SocialIdentityRow | undefined> {
    return this.db
      .selectFrom('social_identities')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  findByUser(userId: string): Promise<SocialIdentityRow[]> {
    return this.db
      .selectFrom('social_identities')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  }

  /** Spec §3: kakaoEmail / googleEmail are present when linked (the account e-mail if the provider gave none). */
  async linkedEmails(userId: string, accountEmail: string) {
    const linked: { kakaoEmail?: string; googleEmail?: string } = {};
    for (const row of await this.findByUser(userId)) {
      if (row.provider === 'kakao') linked.kakaoEmail = row.email ?? accountEmail;
      if (row.provider === 'google') linked.googleEmail = row.email ?? accountEmail;
    }
    return linked;
  }

  /**
   * Social sign-up: the member, their provider account and their consents, together or not at all
   * (one transaction). A unique violation (e-mail, provider account, user ID) reaches the caller.
   */
  createMember(
    user: NewUserRow,
    identity: SocialIdentityRow,
    consents: NewUserConsentsRow,
  ): Promise<UserRow> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values(user)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('social_identities').values(identity).execute();
      await trx.insertInto('user_consents').values(consents).execute();
      return row;
    });
  }

  async insert(row: SocialIdentityRow): Promise<void> {
    await this.db.insertInto('social_identities').values(row).execute();
  }

  async remove(id: string, userId: string): Promise<void> {
    await this.db
      .deleteFrom('social_identities')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }
}
