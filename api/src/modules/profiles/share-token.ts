import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type ShareTokenCheck =
  { ok: true; userId: string; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Profile share tokens: AES-256-GCM over `{ sub, exp }` with a key derived (HKDF-SHA256) from
 * the API secret, so the token reveals nothing (not even the member's id) and any change to it
 * fails authentication. Tokens expire `ttlMs` after issue.
 */
export class ShareTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'genetype', 'profile-share-link/v1', 32));
  }

  issue(userId: string): { token: string; expiresAt: number } {
    const expiresAt = this.clock() + this.ttlMs;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([
      cipher.update(JSON.stringify({ sub: userId, exp: expiresAt }), 'utf8'),
      cipher.final(),
    ]);
    const token = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    return { token, expiresAt };
  }

  read(token: string): ShareTokenCheck {
    if (!/^[A-Za-z0-9_-]{40,1024}$/.test(token)) return { ok: false, reason: 'invalid' };
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: 'invalid' };
    let payload: unknown;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]);
      payload = JSON.parse(plain.toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const { sub, exp } = (payload ?? {}) as { sub?: unknown; exp?: unknown };
    if (typeof sub !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'invalid' };
    if (exp <= this.clock()) return { ok: false, reason: 'expired' };
    return { ok: true, userId: sub, expiresAt: exp };
  }
}
