import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { ShareTokens } from './share-token.js';

const SECRET = 'test-secret';
const DAY = 86_400_000;

/** A link in the format handed out before the JWE one (iv | AES-256-GCM ciphertext | tag). */
function legacyToken(userId: string, exp: number): string {
  const key = Buffer.from(hkdfSync('sha256', SECRET, 'genetype', 'profile-share-link/v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ sub: userId, exp })), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

describe('ShareTokens', () => {
  let now = 1_000_000;
  const tokens = new ShareTokens(SECRET, () => now, 30 * DAY);

  it('reads the token it issued until it expires', async () => {
    const { token, expiresAt } = await tokens.issue('member-1');
    expect(expiresAt).toBe(now + 30 * DAY);
    expect(await tokens.read(token)).toEqual({ ok: true, userId: 'member-1', expiresAt });
    now += 30 * DAY;
    expect(await tokens.read(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps opening links of the earlier format until they expire', async () => {
    const exp = now + DAY;
    const token = legacyToken('member-2', exp);
    expect(await tokens.read(token)).toEqual({ ok: true, userId: 'member-2', expiresAt: exp });
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    expect(await tokens.read(flipped)).toEqual({ ok: false, reason: 'invalid' });
    now = exp;
    expect(await tokens.read(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token sealed with another secret', async () => {
    const other = new ShareTokens('another-secret', () => now, DAY);
    expect(await tokens.read((await other.issue('member-3')).token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
