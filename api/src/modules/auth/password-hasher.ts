import * as argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong enough for member passwords while a login
// stays well under 100 ms on a small server.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  private decoy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  /**
   * True only for a stored hash that matches. Accounts without a password (and unknown accounts,
   * passed as null) still cost one verification, so response times do not reveal which exist.
   */
  async verify(storedHash: string | null, password: string): Promise<boolean> {
    this.decoy ??= this.hash(`decoy-${Math.random()}`);
    const target = storedHash ?? (await this.decoy);
    try {
      const matches = await argon2.verify(target, password);
      return storedHash !== null && matches;
    } catch {
      // A corrupt stored hash is a failed login, not a server error.
      return false;
    }
  }
}
