// Verifies a Google ID token: RS256 signature against the provider's JWKS, then iss, aud, exp and
// the nonce the popup sent (jose checks the first four; the nonce is ours).
import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify } from 'jose';
import type { GoogleConfig } from '../../config/index.js';

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  name: string | null;
}

export class GoogleTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleTokenError';
  }
}

// Google's issuer appears with and without the scheme in real tokens.
function issuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

export class GoogleVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    private readonly config: GoogleConfig,
    localJwks: JSONWebKeySet | null,
    private readonly now: () => number,
  ) {
    // The local provider lives in this process: its public keys need no HTTP round trip.
    this.keys =
      config.mode === 'local' && localJwks
        ? createLocalJWKSet(localJwks)
        : createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 10_000 });
  }

  async verify(idToken: string, expectedNonce: string | undefined): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        issuer: issuers(this.config.issuer),
        audience: this.config.clientId,
        currentDate: new Date(this.now()),
        clockTolerance: 60,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw new GoogleTokenError(error instanceof Error ? error.message : String(error));
    }
    // A token minted for another sign-in attempt (or replayed) carries another nonce.
    if (expectedNonce !== undefined || payload.nonce !== undefined) {
      if (typeof payload.nonce !== 'string' || payload.nonce !== expectedNonce)
        throw new GoogleTokenError('nonce mismatch');
    }
    const email =
      typeof payload.email === 'string' && payload.email_verified === true
        ? payload.email.toLowerCase()
        : null;
    return {
      sub: String(payload.sub),
      email,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  }
}
