export { Mailer } from './mailer.js';
export type { MailMessage } from './mailer.js';
export { FileOutbox } from './file-outbox.js';
export type { OutboxEntry } from './file-outbox.js';
