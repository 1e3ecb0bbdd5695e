import { CompactEncrypt, compactDecrypt } from 'jose';

// Compact JWE with a direct 256-bit key: AES-256-GCM, the header authenticated with the payload.
const HEADER = { alg: 'dir', enc: 'A256GCM' } as const;
const ALGORITHMS = { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] };
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Encrypts a JSON object so it can be neither read nor altered without `key` (32 bytes): the
 * profile share links and the identity check's messages (shared with the provider) both use it.
 */
export function seal(key: Uint8Array, payload: object): Promise<string> {
  return new CompactEncrypt(encoder.encode(JSON.stringify(payload)))
    .setProtectedHeader(HEADER)
    .encrypt(key);
}

/** The object, or null for anything altered, truncated, sealed with another key or not an object. */
export async function open(
  key: Uint8Array,
  sealed: unknown,
): Promise<Record<string, unknown> | null> {
  if (typeof sealed !== 'string' || sealed.length > 8192) return null;
  try {
    const { plaintext } = await compactDecrypt(sealed, key, ALGORITHMS);
    const value: unknown = JSON.parse(decoder.decode(plaintext));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
