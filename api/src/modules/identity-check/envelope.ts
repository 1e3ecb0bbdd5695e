// The identity check's messages (NICE CheckPlus style `EncodeData`), sealed by lib/seal.ts on both
// sides, so a reply cannot be read or altered without the key shared by the site and the provider.
import { createHmac } from 'node:crypto';

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
