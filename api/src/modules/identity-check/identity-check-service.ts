import type { FindAccountResponse, VerifiedPhone } from '@genetype/domain/contracts';
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';
import type { IdentityCheckConfig } from '../../config/index.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/crypto.js';
import { badRequest, unauthorized } from '../../lib/http-error.js';
import type { UserRepository } from '../users/user-repository.js';
import type { IdentityReply } from './envelope.js';
import { open, seal } from '../../lib/seal.js';
import { asReply } from './envelope.js';
import type { PhoneVerificationRepository } from './phone-verification-repository.js';

export const RETURN_PATH = '/phoneVerifyResponse';

/** Every failure of a reply (tampered, expired, replayed, unknown) is the one message of spec §8. */
const failed = () => badRequest(IDENTITY_CHECK_MESSAGES.failed);

/**
 * The site side of the identity check: it seals a request bound to a fresh sequence, and accepts a
 * reply only if it decrypts, names an unused, unexpired sequence and is then consumed exactly once.
 */
export class IdentityCheckService {
  constructor(
    private readonly config: IdentityCheckConfig,
    private readonly requests: PhoneVerificationRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    /** Origins the popup may return to (the apps' origins). */
    private readonly allowedOrigins: readonly string[],
  ) {}

  async createRequest(returnUrl: string | undefined): Promise<{ data: string; url: string }> {
    const target = this.returnUrl(returnUrl);
    const now = this.clock();
    const seq = newId();
    const exp = now + this.config.ttlMs;
    await this.requests.create(seq, isoAt(now), isoAt(exp));
    // Housekeeping on the way: rows a day past their expiry are of no use to anyone.
    await this.requests.deleteExpired(isoAt(now - 86_400_000));
    const data = await seal(this.config.key, {
      typ: 'request',
      siteCode: this.config.siteCode,
      seq,
      returnUrl: target,
      exp,
    });
    return { data, url: this.config.requestUrl };
  }

  /** Reads a reply without using it up (the find-account form shows the number first). */
  async peek(encodeData: unknown): Promise<VerifiedPhone> {
    const reply = await this.decode(encodeData);
    if (!(await this.requests.isUsable(reply.seq, isoAt(this.clock())))) throw failed();
    return toVerified(reply);
  }

  /** Uses a reply up: a second use of the same reply fails. */
  async consume(encodeData: unknown): Promise<VerifiedPhone> {
    const reply = await this.decode(encodeData);
    if (!(await this.requests.consume(reply.seq, isoAt(this.clock())))) throw failed();
    return toVerified(reply);
  }

  async updatePhoneNumber(userId: string, encodeData: unknown): Promise<string> {
    // Check the member before spending the reply, so a dead session does not waste it.
    if (!(await this.users.findById(userId))) throw unauthorized();
    const verified = await this.consume(encodeData);
    await this.users.setPhoneNumber(userId, verified.phoneNumber, isoAt(this.clock()));
    return verified.phoneNumber;
  }

  async findAccounts(encodeData: unknown, typedNumber?: string): Promise<FindAccountResponse> {
    if (typedNumber !== undefined) {
      // Compare before consuming: a typo must not cost the member a new verification.
      const peeked = await this.peek(encodeData);
      if (peeked.phoneNumber !== typedNumber)
        throw badRequest(IDENTITY_CHECK_MESSAGES.phoneMismatch);
    }
    const verified = await this.consume(encodeData);
    const rows = await this.users.findAllByPhoneNumber(verified.phoneNumber);
    const accounts = rows.map((row) => ({ email: row.email, userId: row.user_id }));
    const first = accounts[0];
    return first
      ? {
          success: true,
          data: first.email,
          userId: first.userId,
          message: IDENTITY_CHECK_MESSAGES.accountFound,
          accounts,
        }
      : {
          success: false,
          data: null,
          userId: null,
          message: IDENTITY_CHECK_MESSAGES.accountNotFound,
          accounts: [],
        };
  }

  private async decode(encodeData: unknown): Promise<IdentityReply> {
    if (typeof encodeData !== 'string' || encodeData.length > 4096) throw failed();
    const reply = asReply(await open(this.config.key, encodeData));
    if (!reply || reply.siteCode !== this.config.siteCode) throw failed();
    return reply;
  }

  /** Only this site's own return page, on one of the apps' origins. */
  private returnUrl(requested: string | undefined): string {
    const fallback = `${this.allowedOrigins[0] ?? 'http://localhost:3000'}${RETURN_PATH}`;
    if (requested === undefined || requested === '') return fallback;
    try {
      const url = new URL(requested);
      if (this.allowedOrigins.includes(url.origin) && url.pathname === RETURN_PATH)
        return `${url.origin}${RETURN_PATH}`;
    } catch {
      // falls through to the refusal below
    }
    throw badRequest(IDENTITY_CHECK_MESSAGES.failed);
  }
}

function toVerified(reply: IdentityReply): VerifiedPhone {
  return { name: reply.name, birthDate: reply.birthDate, phoneNumber: reply.phoneNumber };
}
