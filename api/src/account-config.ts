// Settings of the account-recovery flows (issue 3): e-mail delivery and password reset.
import path from 'node:path';
import { parseDuration } from './lib/duration.js';
import type { Variables } from './env-validation.js';

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

export const DEFAULT_MAIL_FROM = '진타입 <no-reply@genetype.local>';
export const DEFAULT_APP_URL = 'http://localhost:3000';

export const ACCOUNT_ENV: Variables = {
  SMTP_URL: {
    schema: { type: 'string', pattern: '^smtps?://\\S+$' },
    expected: 'must be an smtp:// or smtps:// URL (leave it unset for the file outbox)',
    secret: true,
  },
  MAIL_FROM: {
    // A display name with an address in <>, or a bare address; no header injection.
    schema: {
      type: 'string',
      pattern: '^[^\\r\\n<>]*<[^\\s<>@]+@[^\\s<>@]+>$|^[^\\s<>@]+@[^\\s<>@]+$',
      default: DEFAULT_MAIL_FROM,
    },
    expected: 'must be an address such as 진타입 <no-reply@genetype.kr>',
  },
  MAIL_OUTBOX_DIR: { schema: { type: 'string' }, expected: 'must be a folder' },
  APP_URL: {
    schema: { type: 'string', format: 'http-url', default: DEFAULT_APP_URL },
    expected: 'must be the web address of the site, e.g. https://genetype.kr',
  },
  RESET_PASSWORD_TTL: {
    schema: { type: 'string', format: 'duration', default: '30m' },
    expected: 'must be a positive duration such as 30m',
  },
  FORGOT_PASSWORD_RATE_LIMIT: {
    schema: { type: 'string', format: 'rate-limit', default: '10/15m' },
    expected: 'must look like 10/15m (requests per window)',
  },
};

export const ACCOUNT_VARIABLES = Object.keys(ACCOUNT_ENV);

export function readAccount(
  values: Record<string, unknown>,
  repoRoot: string,
): { mail: MailConfig; recovery: RecoveryConfig } {
  const outboxDir = values.MAIL_OUTBOX_DIR as string | undefined;
  return {
    mail: {
      smtpUrl: (values.SMTP_URL as string | undefined) ?? null,
      from: values.MAIL_FROM as string,
      outboxDir:
        outboxDir === undefined ? path.join(repoRoot, 'data', 'outbox') : path.resolve(outboxDir),
    },
    recovery: {
      appUrl: (values.APP_URL as string).replace(/\/+$/, ''),
      resetTokenTtlMs: parseDuration(values.RESET_PASSWORD_TTL as string) ?? 30 * 60_000,
      resetMailsPerAccountPerHour: 3,
    },
  };
}
