import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message addressed to `to` (or one already received). */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain local SMTP: no self-signed STARTTLS for nodemailer to stumble on.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        for (const waiter of waiters.splice(0)) {
          if (mail.to.includes(waiter.to)) waiter.resolve(mail);
          else waiters.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const already = received.find((mail) => mail.to.includes(address));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), timeoutMs);
        waiters.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a raw message with its base64 and quoted-printable parts decoded. */
export function decodedText(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const blocks = raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [];
  const decoded = blocks.map((block) =>
    Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [unfolded, ...decoded].join('\n');
}

/** The reset token of the link in a password-reset e-mail. */
export function resetTokenIn(raw: string): string {
  const match = /\/user\/resetPassword\/([A-Za-z0-9_-]{43})/.exec(decodedText(raw));
  if (!match?.[1]) throw new Error('no reset link in the message');
  return match[1];
}
