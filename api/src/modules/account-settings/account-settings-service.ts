import { createHmac, randomInt } from 'node:crypto';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_CODES_PER_HOUR,
} from '@genetype/domain/contracts';
import { isUniqueViolation } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/crypto.js';
import { HttpError, badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { RevocationSink } from '../auth/session-revocations.js';
import type { Mailer } from '../mail/mailer.js';
import type { AccountSettingsRepository } from './account-settings-repository.js';
import { emailCodeMail } from './email-code-mail.js';
import { currentLanguage, isApiLanguage, t } from '../../i18n/i18n.js';
import { greetingName } from '../mail/greeting.js';
import type { NoticeLogger } from '../mail/account-notice-mail.js';
import { sendAccountNotice } from '../mail/account-notice-mail.js';

const HOUR_MS = 60 * 60_000;
const CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60_000;

export interface PasswordInput {
  currentPassword?: string;
  newPassword: string;
}

export class AccountSettingsService {
  constructor(
    private readonly repository: AccountSettingsRepository,
    private readonly passwords: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    /** Keys the code digests, so a leaked table cannot be brute-forced offline (10⁶ codes). */
    private readonly codeKey: string,
    /** Told at once of the sessions a password change ends, so their access tokens stop here. */
    private readonly revocations: RevocationSink,
    /** The site's address (APP_URL), linked from the notices. */
    private readonly appUrl: string,
    private readonly log: NoticeLogger,
  ) {}

  async updateLanguage(userId: string, language: 'ko' | 'en'): Promise<string> {
    await this.member(userId);
    await this.repository.setLanguage(userId, language, this.now());
    return t('settings:languageSaved');
  }

  async updateNickname(userId: string, nickname: string): Promise<string> {
    await this.member(userId);
    if (await this.repository.nicknameTakenByOther(nickname, userId))
      throw conflict(t('settings:nicknameTaken'));
    try {
      await this.repository.setNickname(userId, nickname, this.now());
    } catch (error) {
      // Two members racing for one nickname: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) throw conflict(t('settings:nicknameTaken'));
      throw error;
    }
    return t('settings:nicknameSaved');
  }

  /** Whether the member has a password decides the shape the route validates. */
  async hasPassword(userId: string): Promise<boolean> {
    return (await this.member(userId)).password_hash !== null;
  }

  /**
   * Changes (or, for a social account, sets) the password; every other session ends (refresh and
   * access tokens alike), the caller's own session `keepSessionId` stays.
   */
  async updatePassword(
    userId: string,
    input: PasswordInput,
    keepSessionId: string | null,
  ): Promise<string> {
    const user = await this.member(userId);
    const changing = user.password_hash !== null;
    if (changing) {
      const matches = await this.passwords.verify(user.password_hash, input.currentPassword ?? '');
      if (!matches) throw badRequest(t('settings:currentPasswordWrong'));
      if (input.newPassword === input.currentPassword)
        throw badRequest(t('settings:passwordUnchanged'));
    }
    const hash = await this.passwords.hash(input.newPassword);
    const ended = await this.repository.setPasswordKeepingSession(
      userId,
      hash,
      keepSessionId,
      this.now(),
    );
    this.revocations.add(ended);
    await this.notify(user, changing ? 'password' : 'passwordSet');
    return changing ? t('settings:passwordChanged') : t('settings:passwordSet');
  }

  async sendEmailCode(userId: string, rawEmail: string): Promise<string> {
    const user = await this.member(userId);
    const email = rawEmail.toLowerCase();
    if (email === user.email) throw badRequest(t('settings:emailSameAsCurrent'));
    if (await this.repository.emailTakenByOther(email, userId))
      throw conflict(t('settings:emailTaken'));
    const now = this.clock();
    const recent = await this.repository.countCodesSince(userId, isoAt(now - HOUR_MS));
    if (recent >= EMAIL_CODES_PER_HOUR) throw new HttpError(429, t('settings:emailCodeLimit'));

    const code = randomInt(0, 10 ** EMAIL_CODE_LENGTH)
      .toString()
      .padStart(EMAIL_CODE_LENGTH, '0');
    const id = newId();
    await this.repository.issueCode({
      id,
      user_id: userId,
      email,
      code_hash: this.digest(id, code),
      expires_at: isoAt(now + CODE_TTL_MS),
      created_at: isoAt(now),
    });
    try {
      await this.mailer.send(
        emailCodeMail({
          to: email,
          name: greetingName(user),
          code,
          ttlMinutes: EMAIL_CODE_TTL_MINUTES,
          // The member's language, else the one they are asking in.
          language: isApiLanguage(user.language) ? user.language : currentLanguage(),
        }),
      );
    } catch {
      throw new HttpError(503, t('settings:emailSendFailed'));
    }
    return t('settings:emailCodeSent');
  }

  async verifyEmailCode(userId: string, code: string): Promise<string> {
    await this.member(userId);
    const row = await this.repository.latestOpenCode(userId);
    // A code already verified is spent for verifying: a replay finds nothing to verify.
    if (!row || row.verified_at !== null) throw badRequest(t('settings:emailCodeMissing'));
    const now = this.clock();
    if (row.expires_at <= isoAt(now)) throw new HttpError(410, t('settings:emailCodeExpired'));
    if (this.digest(row.id, code) !== row.code_hash) {
      const spend = row.attempts + 1 >= EMAIL_CODE_MAX_ATTEMPTS;
      await this.repository.recordWrongEntry(row.id, spend, isoAt(now));
      if (spend) throw new HttpError(429, t('settings:emailCodeTooManyAttempts'));
      throw badRequest(t('settings:emailCodeWrong'));
    }
    if (!(await this.repository.markVerified(row.id, isoAt(now))))
      throw badRequest(t('settings:emailCodeMissing'));
    return t('settings:emailVerified');
  }

  async updateEmail(userId: string, rawEmail: string): Promise<string> {
    const user = await this.member(userId);
    const email = rawEmail.toLowerCase();
    const row = await this.repository.latestOpenCode(userId);
    const now = isoAt(this.clock());
    if (!row || row.verified_at === null || row.email !== email)
      throw badRequest(t('settings:emailNotVerified'));
    if (row.expires_at <= now) throw new HttpError(410, t('settings:emailCodeExpired'));
    if (await this.repository.emailTakenByOther(email, userId))
      throw conflict(t('settings:emailTaken'));
    let done: boolean;
    try {
      done = await this.repository.consumeAndSetEmail(row, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(t('settings:emailTaken'));
      throw error;
    }
    if (!done) throw badRequest(t('settings:emailNotVerified'));
    // To the address the account leaves (`user` is the row before the change): its owner hears
    // of it even if it was not them.
    await this.notify(user, 'email', email);
    return t('settings:emailSaved');
  }

  /** Tells the member of a change to how they sign in (issue 37). */
  private notify(
    user: Parameters<typeof sendAccountNotice>[2],
    change: 'password' | 'passwordSet' | 'email',
    newEmail?: string,
  ): Promise<void> {
    return sendAccountNotice(this.mailer, this.log, user, {
      change,
      at: new Date(this.clock()),
      appUrl: this.appUrl,
      newEmail,
    });
  }

  private async member(userId: string) {
    const user = await this.repository.findUser(userId);
    // A valid token for a member who no longer exists is a dead session.
    if (!user) throw unauthorized();
    return user;
  }

  private digest(id: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${id}:${code}`).digest('hex');
  }

  private now(): string {
    return isoAt(this.clock());
  }
}
