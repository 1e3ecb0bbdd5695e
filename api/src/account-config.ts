// Settings of the account-recovery flows (issue 3): e-mail delivery and password reset.
import path from 'node:path';
import { parseDuration } from './lib/duration.js';

export interface MailConfig {
  /** `smtp://` / `smtps://` transport; null writes every message to the file outbox instead. */
  smtpUrl: string | null;
  /** The From header, e.g. `진타입 <no-reply@genetype.kr>`. */
  from: string;
  /** Folder of the file outbox (one .eml and one .json per message). */
  outboxDir: string;
}

export interface RecoveryConfig {
  /** The web address links in e-mails point to (the shell's origin). */
  appUrl: string;
  /** Lifetime of a reset link. */
  resetTokenTtlMs: number;
  /** Reset e-mails per account per hour beyond which requests are silently not mailed. */
  resetMailsPerAccountPerHour: number;
}

export const ACCOUNT_VARIABLES = [
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_OUTBOX_DIR',
  'APP_URL',
  'RESET_PASSWORD_TTL',
  'FORGOT_PASSWORD_RATE_LIMIT',
] as const;

export const DEFAULT_MAIL_FROM = '진타입 <no-reply@genetype.local>';
export const DEFAULT_APP_URL = 'http://localhost:3000';

type Read = (name: string) => string | undefined;
type Fail = <T>(name: string, expected: string, fallback: T) => T;

export function readAccount(
  read: Read,
  fail: Fail,
  repoRoot: string,
): { mail: MailConfig; recovery: RecoveryConfig } {
  const smtpRaw = read('SMTP_URL');
  let smtpUrl: string | null = null;
  if (smtpRaw !== undefined) {
    smtpUrl = /^smtps?:\/\/\S+$/.test(smtpRaw)
      ? smtpRaw
      : fail(
          'SMTP_URL',
          'must be an smtp:// or smtps:// URL (leave it unset for the file outbox)',
          null,
        );
  }

  const fromRaw = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  // A display name with an address in <>, or a bare address; no header injection.
  const from = /^[^\r\n<>]*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/.test(fromRaw)
    ? fromRaw
    : fail(
        'MAIL_FROM',
        'must be an address such as 진타입 <no-reply@genetype.kr>',
        DEFAULT_MAIL_FROM,
      );

  const outboxRaw = read('MAIL_OUTBOX_DIR');
  const outboxDir =
    outboxRaw === undefined ? path.join(repoRoot, 'data', 'outbox') : path.resolve(outboxRaw);

  const appRaw = read('APP_URL') ?? DEFAULT_APP_URL;
  let appUrl = DEFAULT_APP_URL;
  try {
    const url = new URL(appRaw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    appUrl = appRaw.replace(/\/+$/, '');
  } catch {
    fail('APP_URL', 'must be the web address of the site, e.g. https://genetype.kr', null);
  }

  const ttlRaw = read('RESET_PASSWORD_TTL') ?? '30m';
  const ttl = parseDuration(ttlRaw);
  const resetTokenTtlMs =
    ttl !== null && ttl > 0
      ? ttl
      : fail('RESET_PASSWORD_TTL', 'must be a positive duration such as 30m', 30 * 60_000);

  return {
    mail: { smtpUrl, from, outboxDir },
    recovery: { appUrl, resetTokenTtlMs, resetMailsPerAccountPerHour: 3 },
  };
}
