import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../../config/index.js';
import type { ApiLanguage } from '../../i18n/i18n.js';
import { FileOutbox } from './file-outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The language it is written in (sent as Content-Language; issue 18). */
  language?: ApiLanguage;
}

/**
 * Sends e-mail for every module (password reset now; e-mail change later). Through SMTP when
 * `SMTP_URL` is set, otherwise into the file outbox that GET /dev/outbox lists.
 */
export class Mailer {
  private constructor(
    private readonly transport: Transporter,
    private readonly from: string,
    /** Set in file-outbox mode. */
    readonly outbox: FileOutbox | null,
  ) {}

  static create(config: MailConfig): Mailer {
    if (config.smtpUrl) {
      return new Mailer(nodemailer.createTransport(config.smtpUrl), config.from, null);
    }
    // streamTransport renders the exact RFC 822 message SMTP would carry, without sending it.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    return new Mailer(transport, config.from, new FileOutbox(config.outboxDir));
  }

  async send(message: MailMessage): Promise<void> {
    const { language, ...mail } = message;
    // The site's name in the sender, as the mail's own language says it (issue 18).
    const from = language === 'en' ? this.from.replace(/^진타입(?=\s*<)/, 'GeneType') : this.from;
    const info = (await this.transport.sendMail({
      from,
      ...mail,
      ...(language ? { headers: { 'Content-Language': language } } : {}),
    })) as {
      message?: Buffer | string;
      messageId?: string;
    };
    if (this.outbox) {
      await this.outbox.store({
        raw: Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message ?? '')),
        messageId: info.messageId ?? null,
        ...message,
        from,
      });
    }
  }

  close(): void {
    this.transport.close();
  }
}
