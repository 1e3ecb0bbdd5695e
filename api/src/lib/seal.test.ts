import { randomBytes } from 'node:crypto';
import { open, seal } from './seal.js';

describe('seal / open (compact JWE, dir + A256GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed text shows none of the payload', async () => {
    const sealed = await seal(key, { sub: 'member-1', exp: 42 });
    expect(sealed.split('.')).toHaveLength(5);
    expect(sealed).not.toContain('member-1');
    expect(await open(key, sealed)).toEqual({ sub: 'member-1', exp: 42 });
  });

  it('refuses altered, truncated, foreign-key and malformed values', async () => {
    const sealed = await seal(key, { sub: 'member-1' });
    const parts = sealed.split('.');
    const ciphertext = parts[3] as string;
    parts[3] = (ciphertext[0] === 'A' ? 'B' : 'A') + ciphertext.slice(1);
    expect(await open(key, parts.join('.'))).toBeNull();
    expect(await open(key, sealed.slice(0, -3))).toBeNull();
    expect(await open(randomBytes(32), sealed)).toBeNull();
    for (const bad of ['', 'not-sealed', 42, null, undefined])
      expect(await open(key, bad)).toBeNull();
  });

  it('opens only JSON objects', async () => {
    expect(await open(key, await seal(key, ['a']))).toBeNull();
  });
});
