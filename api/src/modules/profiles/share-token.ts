import { createDecipheriv, hkdfSync } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import { open, seal } from '../../lib/seal.js';

export type ShareTokenCheck =
  { ok: true; userId: string; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Profile share tokens: `{ sub, exp }` sealed (lib/seal.ts, compact JWE) with a key derived
 * (HKDF-SHA256) from the API secret, so the token reveals nothing (not even the member's id) and
 * any change to it fails authentication. Tokens expire `ttlMs` after issue.
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

  async issue(userId: string): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = this.clock() + this.ttlMs;
    return { token: await seal(this.key, { sub: userId, exp: expiresAt }), expiresAt };
  }

  async read(token: string): Promise<ShareTokenCheck> {
    const payload = token.includes('.') ? await open(this.key, token) : openLegacy(this.key, token);
    const { sub, exp } = payload ?? {};
    if (typeof sub !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'invalid' };
    if (exp <= this.clock()) return { ok: false, reason: 'expired' };
    return { ok: true, userId: sub, expiresAt: exp };
  }
}

/**
 * Links handed out before the JWE format (base64url of iv | AES-256-GCM ciphertext | tag, same
 * key) keep opening until they expire: they live PROFILE_LINK_DAYS (30) days, so this reader can go
 * 30 days after the JWE format is deployed (docs/decisions.md).
 */
function openLegacy(key: Buffer, token: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]{40,1024}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, -16)), decipher.final()]);
    const value: unknown = JSON.parse(plain.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
