// The identity check's sealed messages (NICE CheckPlus style `EncodeData`): AES-256-GCM, so a reply
// cannot be read or altered without the key shared by the site and the provider.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Base64url of iv | ciphertext | tag. */
export function seal(key: Buffer, payload: object): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The payload, or null for anything altered, truncated, sealed with another key or not JSON. */
export function open(key: Buffer, sealed: string): Record<string, unknown> | null {
  if (typeof sealed !== 'string' || !/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A per-site duplicate-check value (DI): the same person and number give the same value. */
export function duplicateInfo(key: Buffer, siteCode: string, person: string): string {
  return createHmac('sha256', key).update(`${siteCode}:${person}`).digest('base64');
}

/** The encrypted request the site hands the popup. */
export interface IdentityRequest {
  typ: 'request';
  siteCode: string;
  /** Request sequence: the database row the reply must name. */
  seq: string;
  returnUrl: string;
  /** Epoch ms after which the provider refuses the request. */
  exp: number;
}

/** The encrypted reply the provider sends back to the return address. */
export interface IdentityReply {
  typ: 'reply';
  siteCode: string;
  seq: string;
  name: string;
  birthDate: string;
  phoneNumber: string;
  di: string;
  issuedAt: number;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function asRequest(value: Record<string, unknown> | null): IdentityRequest | null {
  if (!value || value.typ !== 'request') return null;
  const { siteCode, seq, returnUrl, exp } = value;
  if (!isString(siteCode) || !isString(seq) || !isString(returnUrl) || typeof exp !== 'number')
    return null;
  return { typ: 'request', siteCode, seq, returnUrl, exp };
}

export function asReply(value: Record<string, unknown> | null): IdentityReply | null {
  if (!value || value.typ !== 'reply') return null;
  const { siteCode, seq, name, birthDate, phoneNumber, di, issuedAt } = value;
  if (
    !isString(siteCode) ||
    !isString(seq) ||
    !isString(name) ||
    !isString(birthDate) ||
    !isString(phoneNumber) ||
    !/^\d{11}$/.test(phoneNumber) ||
    !isString(di) ||
    typeof issuedAt !== 'number'
  )
    return null;
  return { typ: 'reply', siteCode, seq, name, birthDate, phoneNumber, di, issuedAt };
}
