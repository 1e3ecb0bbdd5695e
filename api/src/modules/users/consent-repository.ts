import type { ConsentsRequest } from '@genetype/domain/contracts';
import { needsGuardianConsent } from '@genetype/domain/validation';
import type { Db } from '../../db/database.js';
import type { NewUserConsentsRow, NewUserRow, UserConsentsRow } from '../../db/schema.js';

/** The row recording validated consents given at `nowIso` (guardian fields only under 14). */
export function consentsRow(
  userId: string,
  consents: ConsentsRequest,
  nowIso: string,
  today: Date = new Date(nowIso),
): NewUserConsentsRow {
  const guardian = needsGuardianConsent(consents.birthDate, today);
  const marketing = consents.marketingAgreed === true;
  return {
    user_id: userId,
    terms_agreed_at: nowIso,
    privacy_agreed_at: nowIso,
    marketing_agreed: marketing ? 1 : 0,
    marketing_agreed_at: marketing ? nowIso : null,
    birth_date: consents.birthDate,
    guardian_name: guardian ? (consents.guardianName ?? null) : null,
    guardian_phone: guardian ? (consents.guardianPhone ?? null) : null,
    guardian_agreed_at: guardian ? nowIso : null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/** Sign-up consents (users + user_consents). Part of the users area so every sign-in path can use it. */
export class ConsentRepository {
  constructor(private readonly db: Db) {}

  find(userId: string): Promise<UserConsentsRow | undefined> {
    return this.db
      .selectFrom('user_consents')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Creates the member and their consents together: never a member without consents. */
  async createMember(user: NewUserRow, consents: NewUserConsentsRow) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values(user)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_consents').values(consents).execute();
      return row;
    });
  }

  /** Records (or replaces) the consents of an existing member, e.g. after a first social sign-in. */
  async save(row: NewUserConsentsRow): Promise<void> {
    await this.db
      .insertInto('user_consents')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          terms_agreed_at: row.terms_agreed_at,
          privacy_agreed_at: row.privacy_agreed_at,
          marketing_agreed: row.marketing_agreed,
          marketing_agreed_at: row.marketing_agreed_at,
          birth_date: row.birth_date,
          guardian_name: row.guardian_name,
          guardian_phone: row.guardian_phone,
          guardian_agreed_at: row.guardian_agreed_at,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }
}
