// What a rate limit counts under: what it protects (a member, an account, an address), never text
// the client writes and could respell (issue 36: the password-change limit was keyed by the raw
// Authorization header, and `bearer`, `BEARER` or an extra space each earned 20 fresh guesses).
import { sha256 } from './crypto.js';

/**
 * The client's address as a rate-limit key. IPv6 clients usually hold a whole /64, so they are
 * counted by that prefix (any spelling of it: zero groups, `::`, letter case); an IPv4 address
 * counts the same in its IPv4-mapped IPv6 form. Otherwise a new address per attempt would escape
 * every limit.
 */
export function addressKey(ip: string): string {
  const lower = ip.toLowerCase();
  if (!lower.includes(':')) return lower;
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/.test(lower)) return lower.slice('::ffff:'.length);
  const [head = '', tail = ''] = lower.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = lower.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A login identifier as the account lookup reads it (surrounding spaces dropped, any letter case;
 * NFKC so that compatibility spellings such as full-width letters count as the plain ones), hashed
 * so the rate-limit store never holds e-mail addresses.
 */
export function identifierKey(identifier: string): string {
  return sha256(identifier.normalize('NFKC').trim().toLowerCase()).slice(0, 24);
}
