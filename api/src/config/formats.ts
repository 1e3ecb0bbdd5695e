// The value formats of the configuration schema (schema.ts): each is an Ajv format env-schema checks,
// and the parser that turns an accepted value into what the API uses.
import { isIP } from 'node:net';
import { parseDuration } from '../lib/duration.js';

export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

/** `10/1m` → 10 attempts per minute; null for anything else. */
export function parseRateLimit(text: string): RateLimitConfig | null {
  const match = /^(\d+)\s*\/\s*(.+)$/.exec(text.trim());
  const max = match ? Number(match[1]) : NaN;
  const windowMs = match?.[2] ? parseDuration(match[2]) : null;
  if (!(max >= 1) || windowMs === null || windowMs <= 0) return null;
  return { max, windowMs };
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isOrigin(value: string): boolean {
  return isHttpUrl(value) && new URL(value).origin === value;
}

/** An address or CIDR proxy-addr (Fastify's trustProxy) accepts, or one of its range names. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `1` (hops), or `10.0.0.0/8, 127.0.0.1`; `false`/`0` for none. Never `true`. */
export function parseTrustProxy(text: string): false | number | string[] | null {
  const value = text.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isProxyAddress) ? list : null;
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The schema's custom formats, by name. */
export const FORMATS: Record<string, (value: string) => boolean> = {
  duration: (value) => (parseDuration(value) ?? 0) > 0,
  'duration-or-off': (value) => value === 'off' || value === '0' || (parseDuration(value) ?? 0) > 0,
  'rate-limit': (value) => parseRateLimit(value) !== null,
  'http-url': isHttpUrl,
  'origin-list': (value) => splitList(value).length > 0 && splitList(value).every(isOrigin),
  'trust-proxy': (value) => parseTrustProxy(value) !== null,
  'base64-32-bytes': (value) =>
    /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
};
