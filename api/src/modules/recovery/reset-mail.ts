import type { ApiLanguage } from '../../i18n/i18n.js';
import { fixedT } from '../../i18n/i18n.js';
import type { MailMessage } from '../mail/mailer.js';
import { escapeHtml } from '../mail/html.js';

/** The password reset link's mail, in `language` (the member's; issue 18). */
export function resetPasswordMail(options: {
  to: string;
  /** Whom to greet: greetingName(user). */
  name: string;
  link: string;
  ttlMinutes: number;
  language: ApiLanguage;
}): MailMessage {
  const { to, name, link, ttlMinutes, language } = options;
  const t = fixedT(language);
  const m = (key: string, values: Record<string, unknown> = {}) =>
    t(`recovery:mail.${key}`, values);
  const text = [
    m('greeting', { name }),
    '',
    m('intro'),
    '',
    link,
    '',
    m('validity', { minutes: ttlMinutes }),
    m('notYou'),
    '',
    m('signature'),
  ].join('\n');
  const html = `<p>${escapeHtml(m('greeting', { name }))}</p>
<p>${escapeHtml(m('introHtml'))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(m('button'))}</a></p>
<p>${escapeHtml(m('validity', { minutes: ttlMinutes }))}<br>
${escapeHtml(m('notYou'))}</p>
<p>${escapeHtml(m('signature'))}</p>`;
  return { to, subject: m('subject'), text, html, language };
}
