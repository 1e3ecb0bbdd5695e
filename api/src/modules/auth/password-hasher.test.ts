import { PasswordHasher } from './password-hasher.js';

// The parameters as argon2 encodes them: $argon2id$v=19$m=…,p=…,t=…$salt$hash
const parametersOf = (encoded: string): string => encoded.split('$').slice(1, 4).join('$');

describe('PasswordHasher', () => {
  const owasp = new PasswordHasher('owasp');
  const fast = new PasswordHasher('fast');

  it("hashes with OWASP's argon2id parameters by default", async () => {
    const hash = await new PasswordHasher().hash('Genetype!2345');
    expect(parametersOf(hash)).toBe('argon2id$v=19$m=19456,p=1,t=2');
    expect(hash).not.toContain('Genetype!2345');
  });

  it("hashes at argon2's floor with the fast cost, still argon2id", async () => {
    expect(parametersOf(await fast.hash('Genetype!2345'))).toBe('argon2id$v=19$m=8,p=1,t=1');
  });

  it("verifies a hash of either cost whatever the hasher's own (the cost is in the hash)", async () => {
    const [strong, cheap] = await Promise.all([
      owasp.hash('Genetype!2345'),
      fast.hash('Genetype!2345'),
    ]);
    for (const hasher of [owasp, fast])
      for (const stored of [strong, cheap]) {
        await expect(hasher.verify(stored, 'Genetype!2345')).resolves.toBe(true);
        await expect(hasher.verify(stored, 'Genetype!2346')).resolves.toBe(false);
      }
  });

  it('refuses an account without a hash and a corrupt hash, without throwing', async () => {
    await expect(fast.verify(null, 'Genetype!2345')).resolves.toBe(false);
    await expect(fast.verify('$argon2id$corrupt', 'Genetype!2345')).resolves.toBe(false);
  });
});
