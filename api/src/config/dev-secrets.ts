// Development secrets: random, made once per working copy in the git-ignored data/ folder, so a
// restart keeps sessions and nothing that signs tokens is a constant anyone can read in the source.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DevSecrets {
  /** Signs access tokens (and derives the share-link, sign-up and e-mail-code keys). */
  jwtSecret: string;
  /** The local identity-check stand-in's AES-256-GCM key, base64. */
  identityCheckKey: string;
}

export const DEV_SECRETS_FILE = 'dev-secrets.json';

export function generateSecrets(): DevSecrets {
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    identityCheckKey: randomBytes(32).toString('base64'),
  };
}

function isSecrets(value: unknown): value is DevSecrets {
  const secrets = value as Partial<DevSecrets> | null;
  return (
    typeof secrets?.jwtSecret === 'string' &&
    secrets.jwtSecret.length >= 32 &&
    typeof secrets.identityCheckKey === 'string' &&
    Buffer.from(secrets.identityCheckKey, 'base64').length === 32
  );
}

function read(file: string): DevSecrets | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isSecrets(parsed) ? parsed : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Reads `<dir>/dev-secrets.json`, creating it (mode 0600) on first use. The file is written under
 * a temporary name and linked into place, so processes starting together (npm start, test
 * workers) all end up with the one that won, never a half-written file.
 */
export function loadDevSecrets(dir: string): DevSecrets {
  const file = path.join(dir, DEV_SECRETS_FILE);
  const existing = read(file);
  if (existing) return existing;
  mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${JSON.stringify(generateSecrets(), null, 2)}\n`, { mode: 0o600 });
  try {
    // An unreadable leftover (hand-edited, truncated) is replaced; a valid one is kept.
    if (read(file) === null) rmSync(file, { force: true });
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const secrets = read(file);
  if (!secrets) throw new Error(`${file} could not be created`);
  return secrets;
}
