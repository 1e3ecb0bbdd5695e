import type { ConsentsRequest, SessionResponse } from '@genetype/domain/contracts';
import { isUniqueViolation } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/crypto.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import type { ConsentRepository } from '../users/consent-repository.js';
import { consentsRow } from '../users/consent-repository.js';
import type { UserRepository } from '../users/user-repository.js';
import type { PasswordHasher } from './password-hasher.js';
import type { SessionService } from './session-service.js';
import { t } from '../../i18n/i18n.js';
import ko from './messages.ko.js';

export const USER_ID_TAKEN_MESSAGE = ko.userIdTaken;
export const EMAIL_TAKEN_MESSAGE = ko.emailTaken;

export interface SignupInput {
  userId: string;
  email: string;
  password: string;
  /** Validated with the shared consentsSchema. */
  consents: ConsentsRequest;
}

export interface LoginInput {
  /** E-mail (any case) or user ID. */
  login: string;
  password: string;
}

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly consents: ConsentRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async signup(input: SignupInput): Promise<{ accountId: string; session: SessionResponse }> {
    const email = input.email.toLowerCase();
    await this.assertAvailable(input.userId, email);
    const passwordHash = await this.passwords.hash(input.password);
    const now = isoAt(this.clock());
    let row: UserRow;
    try {
      const id = newId();
      row = await this.consents.createMember(
        {
          id,
          user_id: input.userId,
          email,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        },
        consentsRow(id, input.consents, now, new Date(this.clock())),
      );
    } catch (error) {
      // Two sign-ups racing for the same ID or e-mail: the loser gets the same 409 as a pre-check.
      if (!isUniqueViolation(error)) throw error;
      await this.assertAvailable(input.userId, email);
      throw conflict(t('auth:userIdTaken'));
    }
    return { accountId: row.id, session: await this.startSession(row) };
  }

  /** The account a login identifier names (an e-mail in any case, or a user ID in any case). */
  findAccount(login: string): Promise<UserRow | undefined> {
    return login.includes('@') ? this.users.findByEmail(login) : this.users.findByUserId(login);
  }

  /** The session of a right password, with the account it opened (for the device cookie). */
  async login(input: LoginInput): Promise<{ accountId: string; session: SessionResponse }> {
    const row = await this.findAccount(input.login);
    // Unknown account, social account without a password and wrong password are one answer.
    const matches = await this.passwords.verify(row?.password_hash ?? null, input.password);
    if (!row || !matches) throw badRequest(t('auth:loginFailed'));
    return { accountId: row.id, session: await this.startSession(row) };
  }

  /** Ends the caller's session (its whole refresh-token family and every access token of it). */
  async logout(accessToken: string | null, legacyRefreshToken: string | null): Promise<void> {
    await this.sessions.end(accessToken, legacyRefreshToken);
  }

  private async assertAvailable(userId: string, email: string): Promise<void> {
    if (await this.users.findByUserId(userId)) throw conflict(t('auth:userIdTaken'));
    if (await this.users.findByEmail(email)) throw conflict(t('auth:emailTaken'));
  }

  private async startSession(row: UserRow): Promise<SessionResponse> {
    const token = await this.sessions.issue(row.id);
    return {
      user: { email: row.email, nickname: row.nickname, profileIcon: row.profile_icon },
      token,
    };
  }
}
