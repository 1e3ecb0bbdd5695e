import type { ForgotPasswordResponse } from '@genetype/domain/contracts';
import type { RecoveryConfig } from '../../config/index.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { newId, randomToken, sha256 } from '../../lib/crypto.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { RevocationSink } from '../auth/session-revocations.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserRepository } from '../users/user-repository.js';
import { resetPasswordMail } from './reset-mail.js';
import { sendAccountNotice } from '../mail/account-notice-mail.js';
import type { ResetTokenRepository } from './reset-token-repository.js';
import { greetingName } from '../mail/greeting.js';
import { currentLanguage, isApiLanguage, t } from '../../i18n/i18n.js';
import ko from './messages.ko.js';

export const FORGOT_PASSWORD_MESSAGE = ko.forgotPassword;
export const RESET_DONE_MESSAGE = ko.resetDone;
export const RESET_VALID_MESSAGE = ko.resetValid;
export const RESET_UNKNOWN_MESSAGE = ko.resetUnknown;
export const RESET_USED_MESSAGE = ko.resetUsed;
export const RESET_EXPIRED_MESSAGE = ko.resetExpired;

const HOUR_MS = 60 * 60_000;

export interface RecoveryLogger {
  error(object: unknown, message: string): void;
}

export class RecoveryService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: ResetTokenRepository,
    private readonly passwords: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly config: RecoveryConfig,
    private readonly log: RecoveryLogger,
    /** Told at once of the sessions a reset ends, so their access tokens stop here. */
    private readonly revocations: RevocationSink,
  ) {}

  /**
   * One answer for known and unknown e-mails. `token` is a fresh opaque request id, never the
   * reset token (that only travels by e-mail). The e-mail leaves in the background, so the
   * answer does not wait for SMTP and takes about as long whether or not an account exists.
   */
  async requestReset(email: string): Promise<ForgotPasswordResponse> {
    const requestId = randomToken();
    const user = await this.users.findByEmail(email);
    if (user) {
      const now = this.clock();
      // Per account: beyond a few mails an hour, stay silent rather than flood the mailbox.
      const recent = await this.tokens.countSince(user.id, isoAt(now - HOUR_MS));
      if (recent < this.config.resetMailsPerAccountPerHour) {
        const token = randomToken();
        await this.tokens.issue({
          id: newId(),
          user_id: user.id,
          token_hash: sha256(token),
          expires_at: isoAt(now + this.config.resetTokenTtlMs),
          created_at: isoAt(now),
        });
        const mail = resetPasswordMail({
          to: user.email,
          name: greetingName(user),
          link: `${this.config.appUrl}/user/resetPassword/${token}`,
          ttlMinutes: Math.round(this.config.resetTokenTtlMs / 60_000),
          // The member's language, else the one they are asking in.
          language: isApiLanguage(user.language) ? user.language : currentLanguage(),
        });
        this.mailer
          .send(mail)
          .catch((error: unknown) =>
            this.log.error({ err: error }, 'password reset e-mail could not be sent'),
          );
      }
    }
    return { error: false, message: t('recovery:forgotPassword'), token: requestId };
  }

  /** Whether a reset link can still be used (the page asks before showing the form). */
  async checkToken(token: string): Promise<void> {
    await this.usableToken(token);
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    const row = await this.usableToken(token);
    const hash = await this.passwords.hash(newPassword);
    const ended = await this.tokens.consumeAndSetPassword(row, hash, isoAt(this.clock()));
    if (!ended) throw new HttpError(410, t('recovery:resetUsed'));
    this.revocations.add(ended);
    await this.noticeReset(row.user_id);
  }

  /** The "your password was changed" notice (issue 37), at the account's address. */
  private async noticeReset(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    await sendAccountNotice(this.mailer, this.log, user, {
      change: 'passwordReset',
      at: new Date(this.clock()),
      appUrl: this.config.appUrl,
    });
  }

  private async usableToken(token: string) {
    const row = await this.tokens.findByHash(sha256(token));
    if (!row) throw badRequest(t('recovery:resetUnknown'));
    if (row.used_at !== null) throw new HttpError(410, t('recovery:resetUsed'));
    if (row.expires_at <= isoAt(this.clock())) throw new HttpError(410, t('recovery:resetExpired'));
    return row;
  }
}
