import type { Db } from '../../db/database.js';
import type { SocialIdentityRow } from '../../db/schema.js';

export type Provider = 'kakao' | 'google';

export class SocialIdentityRepository {
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

  async insert(row: SocialIdentityRow): Promise<void> {
    await this.db.insertInto('social_identities').values(row).execute();
  }
}
