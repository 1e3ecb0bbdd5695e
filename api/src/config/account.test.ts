import path from 'node:path';
import { REPO_ROOT, loadConfig } from './index.js';
import { issuesOf } from '../../test/helpers/config-issues.js';

describe('mail and password-reset settings', () => {
  it('default to the file outbox under <repo>/data and 30-minute links', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: '진타입 <no-reply@genetype.local>',
      outboxDir: path.join(REPO_ROOT, 'data', 'outbox'),
    });
    expect(config.recovery).toMatchObject({
      appUrl: 'http://localhost:3000',
      resetTokenTtlMs: 30 * 60_000,
    });
    expect(config.forgotPasswordRateLimit).toEqual({ max: 10, windowMs: 15 * 60_000 });
  });

  it('read explicit values', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: '진타입 <help@genetype.kr>',
      MAIL_OUTBOX_DIR: 'tmp/outbox',
      APP_URL: 'https://genetype.kr/',
      RESET_PASSWORD_TTL: '15m',
      FORGOT_PASSWORD_RATE_LIMIT: '3/1h',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      from: '진타입 <help@genetype.kr>',
      outboxDir: path.resolve('tmp/outbox'),
    });
    expect(config.recovery).toMatchObject({
      appUrl: 'https://genetype.kr',
      resetTokenTtlMs: 900_000,
    });
    expect(config.forgotPasswordRateLimit).toEqual({ max: 3, windowMs: 3_600_000 });
  });

  it('list every bad value', () => {
    expect(
      issuesOf({
        SMTP_URL: 'http://smtp.example.com',
        MAIL_FROM: 'a@b.c\r\nBcc: x@y.z',
        APP_URL: 'ftp://genetype.kr',
        RESET_PASSWORD_TTL: 'soon',
        FORGOT_PASSWORD_RATE_LIMIT: 'many',
      }).map((issue) => issue.split(':')[0]),
    ).toEqual([
      'SMTP_URL',
      'MAIL_FROM',
      'APP_URL',
      'RESET_PASSWORD_TTL',
      'FORGOT_PASSWORD_RATE_LIMIT',
    ]);
  });
});
