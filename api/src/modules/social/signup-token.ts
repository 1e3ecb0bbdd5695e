// The pending sign-up of a first social sign-in: a short-lived HS256 token naming the provider
// account, handed to /marketing so the account can be created once the consents are given.
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Provider } from './social-identity-repository.js';

export const SIGNUP_TOKEN_TTL_S = 15 * 60;
const AUDIENCE = 'genetype:social-signup';

export interface PendingSignup {
  provider: Provider;
  subject: string;
  email: string | null;
  name: string | null;
}

export class SignupTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => number,
  ) {
    // Its own key, derived from the API secret: an access token can never pass as one of these.
    this.key = createHash('sha256').update(`social-signup:${secret}`).digest();
  }

  issue(pending: PendingSignup): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ provider: pending.provider, email: pending.email, name: pending.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(pending.subject)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + SIGNUP_TOKEN_TTL_S)
      .sign(this.key);
  }

  /** The pending sign-up, or null for an expired, forged or malformed token. */
  async read(token: string): Promise<PendingSignup | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
      });
      const provider = payload.provider;
      if ((provider !== 'kakao' && provider !== 'google') || typeof payload.sub !== 'string')
        return null;
      return {
        provider,
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    } catch {
      return null;
    }
  }
}
