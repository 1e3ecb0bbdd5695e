import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface OutboxEntry {
  id: string;
  messageId: string | null;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The language the mail is written in, when known. */
  language?: string;
  /** ISO-8601 time it was written. */
  date: string;
}

const ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;

/**
 * Development e-mail delivery: each message becomes `<id>.eml` (the raw message, openable in a
 * mail client) and `<id>.json` (what the outbox page lists). One file pair per message, so
 * several API processes can write without sharing an index.
 */
export class FileOutbox {
  constructor(readonly dir: string) {}

  async store(message: Omit<OutboxEntry, 'id' | 'date'> & { raw: Buffer }): Promise<OutboxEntry> {
    await mkdir(this.dir, { recursive: true });
    const { raw, ...rest } = message;
    const entry: OutboxEntry = {
      // Time first, so names sort oldest to newest.
      id: `${Date.now()}-${randomBytes(4).toString('hex')}`,
      date: new Date().toISOString(),
      ...rest,
    };
    await writeFile(path.join(this.dir, `${entry.id}.eml`), raw);
    await writeFile(path.join(this.dir, `${entry.id}.json`), JSON.stringify(entry, null, 2));
    return entry;
  }

  /** Newest first. */
  async list(limit = 100): Promise<OutboxEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const ids = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => ID_PATTERN.test(id))
      .sort()
      .reverse()
      .slice(0, limit);
    const entries = await Promise.all(ids.map((id) => this.get(id)));
    return entries.filter((entry): entry is OutboxEntry => entry !== null);
  }

  async get(id: string): Promise<OutboxEntry | null> {
    if (!ID_PATTERN.test(id)) return null;
    try {
      return JSON.parse(await readFile(path.join(this.dir, `${id}.json`), 'utf8')) as OutboxEntry;
    } catch {
      return null;
    }
  }

  async raw(id: string): Promise<Buffer | null> {
    if (!ID_PATTERN.test(id)) return null;
    try {
      return await readFile(path.join(this.dir, `${id}.eml`));
    } catch {
      return null;
    }
  }
}
