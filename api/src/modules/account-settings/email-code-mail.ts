import type { ApiLanguage } from '../../i18n/i18n.js';
import { fixedT } from '../../i18n/i18n.js';
import type { MailMessage } from '../mail/mailer.js';
import { escapeHtml } from '../mail/html.js';

/** The e-mail change code's mail, in `language` (the member's; issue 18). */
export function emailCodeMail(options: {
  to: string;
  /** Whom to greet: greetingName(user). */
  name: string;
  code: string;
  ttlMinutes: number;
  language: ApiLanguage;
}): MailMessage {
  const { to, name, code, ttlMinutes, language } = options;
  const t = fixedT(language);
  const m = (key: string, values: Record<string, unknown> = {}) =>
    t(`settings:mail.${key}`, values);
  const text = [
    m('greeting', { name }),
    '',
    m('intro'),
    '',
    m('codeLine', { code }),
    '',
    m('validity', { minutes: ttlMinutes }),
    m('notYou'),
    '',
    m('signature'),
  ].join('\n');
  const html = `<p>${escapeHtml(m('greeting', { name }))}</p>
<p>${escapeHtml(m('intro'))}</p>
<p style="font-size:24px;font-weight:700;letter-spacing:4px">${escapeHtml(code)}</p>
<p>${escapeHtml(m('validity', { minutes: ttlMinutes }))}<br>
${escapeHtml(m('notYou'))}</p>
<p>${escapeHtml(m('signature'))}</p>`;
  return { to, subject: m('subject', { code }), text, html, language };
}
