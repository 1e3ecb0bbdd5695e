import type { UserRow } from '../../db/schema.js';
import type { ApiLanguage } from '../../i18n/i18n.js';
import { currentLanguage, fixedT, isApiLanguage } from '../../i18n/i18n.js';
import type { Mailer, MailMessage } from './mailer.js';
import { greetingName } from './greeting.js';
import { escapeHtml } from './html.js';

/** What changed on the account: each has its own subject and explanation. */
export type AccountChange = 'email' | 'password' | 'passwordSet' | 'passwordReset';

/** The address the contact page shows (mf-content's SERVICE_INFO), for a member locked out. */
export const SUPPORT_EMAIL = 'help@genetype.kr';

/**
 * "1 in 3 characters" of the local part stay visible: the old address learns where the account
 * went without handing a stranger reading it the whole new address. `hana.kim@example.com` →
 * `ha******@example.com`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const shown = Math.max(1, Math.floor(local.length / 3));
  return `${local.slice(0, shown)}${'*'.repeat(Math.max(3, local.length - shown))}${email.slice(at)}`;
}

const KST_OFFSET_MS = 9 * 60 * 60_000;

/**
 * The moment of the change as a member reads it, in Korea's time (UTC+9, no daylight saving):
 * "2026년 11월 30일 14:07", "November 30, 2026 at 2:07 PM". The Korean form is written out: the
 * runtime's ICU data may lack Korean day periods (it printed "PM").
 */
export function noticeTime(at: Date, language: ApiLanguage): string {
  if (language === 'en')
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Seoul',
    }).format(at);
  const kst = new Date(at.getTime() + KST_OFFSET_MS);
  const minutes = String(kst.getUTCMinutes()).padStart(2, '0');
  return `${kst.getUTCFullYear()}년 ${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일 ${kst.getUTCHours()}:${minutes}`;
}

/**
 * The notice a member gets after a change to how they sign in (issue 37): at the old address
 * when the e-mail changed, at the account's address after a password change. It says what
 * changed and when, and what to do when it was not them.
 */
export function accountNoticeMail(options: {
  to: string;
  /** Whom to greet: greetingName(user). */
  name: string;
  change: AccountChange;
  at: Date;
  /** The new address of an e-mail change (shown masked). */
  newEmail?: string;
  /** The site's address (APP_URL): the contact page is linked from it. */
  appUrl: string;
  language: ApiLanguage;
}): MailMessage {
  const { to, name, change, at, newEmail, appUrl, language } = options;
  const t = fixedT(language);
  const m = (key: string, values: Record<string, unknown> = {}) => t(`mail:notice.${key}`, values);
  const contact = `${appUrl}/contact`;
  const lines = {
    greeting: m('greeting', { name }),
    what: m(`what.${change}`, { newEmail: newEmail ? maskEmail(newEmail) : '' }),
    when: m('when', { at: noticeTime(at, language) }),
    ifYou: m('ifYou'),
    notYou: m(change === 'email' ? 'notYou.email' : 'notYou.password'),
    signature: m('signature'),
  };
  const text = [
    lines.greeting,
    '',
    lines.what,
    lines.when,
    '',
    lines.ifYou,
    lines.notYou,
    m('contactLink', { link: contact, email: SUPPORT_EMAIL }),
    '',
    lines.signature,
  ].join('\n');
  const html = `<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.what)}<br>
${escapeHtml(lines.when)}</p>
<p>${escapeHtml(lines.ifYou)}<br>
${escapeHtml(lines.notYou)}</p>
<p><a href="${escapeHtml(contact)}">${escapeHtml(m('contactLink', { link: contact, email: SUPPORT_EMAIL }))}</a></p>
<p>${escapeHtml(lines.signature)}</p>`;
  return { to, subject: m(`subject.${change}`), text, html, language };
}

export interface NoticeLogger {
  error(object: unknown, message: string): void;
}

/**
 * Sends `user` the notice of `change`, in their language (else the request's), at `to` (their
 * address unless said otherwise: the old one, for an e-mail change). The change is already made:
 * a mail that cannot leave is logged, never turned into an error the member would take for a
 * failed change.
 */
export async function sendAccountNotice(
  mailer: Mailer,
  log: NoticeLogger,
  user: Pick<UserRow, 'email' | 'nickname' | 'user_id' | 'language'> & {
    profile_name?: string | null;
  },
  notice: { change: AccountChange; at: Date; appUrl: string; to?: string; newEmail?: string },
): Promise<void> {
  try {
    await mailer.send(
      accountNoticeMail({
        ...notice,
        to: notice.to ?? user.email,
        name: greetingName(user),
        language: isApiLanguage(user.language) ? user.language : currentLanguage(),
      }),
    );
  } catch (error) {
    log.error({ err: error, change: notice.change }, 'account notice e-mail could not be sent');
  }
}
