import * as argon2 from 'argon2';
import type { PasswordHashCost } from '../../config/index.js';

const COSTS = {
  // OWASP's argon2id baseline (19 MiB, 2 passes): strong enough for member passwords while a login
  // stays well under 100 ms on a small server.
  owasp: { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  // Argon2's own floor (RFC 9106: 1 pass, 8 KiB per lane): still a real argon2id hash through the
  // same code, in well under a millisecond instead of hundreds, for tests and local development.
  // Refused in production (config/index.ts).
  fast: { type: argon2.argon2id, memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const;

export class PasswordHasher {
  private decoy: Promise<string> | null = null;
  private readonly options: (typeof COSTS)[PasswordHashCost];

  constructor(cost: PasswordHashCost = 'owasp') {
    this.options = COSTS[cost];
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /**
   * True only for a stored hash that matches. Accounts without a password (and unknown accounts,
   * passed as null) still cost one verification, so response times do not reveal which exist.
   */
  async verify(storedHash: string | null, password: string): Promise<boolean> {
    this.decoy ??= this.hash(`decoy-${Math.random()}`);
    const target = storedHash ?? (await this.decoy);
    try {
      // The parameters come from the stored hash, so hashes of either cost verify.
      const matches = await argon2.verify(target, password);
      return storedHash !== null && matches;
    } catch {
      // A corrupt stored hash is a failed login, not a server error.
      return false;
    }
  }
}
