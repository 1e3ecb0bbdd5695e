// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// has signed in to an account gets a signed cookie naming that account. A later login from it, for
// that account, is limited per cookie instead of by the account's lockout, so strangers guessing
// the password elsewhere cannot lock the owner out; every other client stays under the lockout.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'genetype_device';

/** How long a browser stays trusted after its last successful login (each login renews it). */
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 3600_000;

/** The login path as browsers reach an API at `publicApiUrl` (e.g. `https://genetype.kr/api`). */
export function loginCookiePath(publicApiUrl: string): string {
  return `${new URL(publicApiUrl).pathname.replace(/\/+$/, '')}/user/login`;
}

export interface DeviceCookie {
  /** The account (users.id) this browser signed in to. */
  accountId: string;
  /** This cookie's own id: its guesses are counted under it. */
  nonce: string;
  /** When it was issued (ms). */
  issuedAt: number;
}

export interface DeviceCookieSettings {
  /** The API secret the signing key is derived from (like the share-link and e-mail-code keys). */
  secret: string;
  /** `Secure` (HTTPS only): on in production. */
  secure: boolean;
  /** The login path as browsers reach it: no other request carries the cookie. */
  path: string;
  now: () => number;
}

const sign = (key: Buffer, payload: string): string =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** Issues, reads and sets the device cookie; its value is `base64url(json).base64url(hmac)`. */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(private readonly settings: DeviceCookieSettings) {
    // Its own key: no other token of the API can pass as a device cookie, nor the reverse.
    this.key = Buffer.from(
      hkdfSync('sha256', settings.secret, 'genetype', 'login-device-cookie/v1', 32),
    );
  }

  /** A new cookie value for `accountId`, with a fresh nonce. */
  issue(accountId: string): string {
    const body: DeviceCookie = {
      accountId,
      nonce: randomBytes(16).toString('base64url'),
      issuedAt: this.settings.now(),
    };
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${payload}.${sign(this.key, payload)}`;
  }

  /** The cookie a value stands for, or null when it is malformed, forged or expired. */
  verify(value: unknown): DeviceCookie | null {
    if (typeof value !== 'string' || value.length > 512) return null;
    const [payload, signature, extra] = value.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    // The exact text, not what it decodes to: one cookie has one spelling.
    const expected = Buffer.from(sign(this.key, payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const body = JSON.parse(
        Buffer.from(payload, 'base64url').toString(),
      ) as Partial<DeviceCookie>;
      const { accountId, nonce, issuedAt } = body;
      if (typeof accountId !== 'string' || typeof nonce !== 'string') return null;
      if (typeof issuedAt !== 'number') return null;
      const age = this.settings.now() - issuedAt;
      return age >= 0 && age < DEVICE_COOKIE_TTL_MS ? { accountId, nonce, issuedAt } : null;
    } catch {
      return null;
    }
  }

  /** The request's device cookie, when it is a valid one. */
  read(request: FastifyRequest): DeviceCookie | null {
    return this.verify(request.cookies[DEVICE_COOKIE]);
  }

  /** Sets a new cookie naming `accountId` (after a successful login). */
  set(reply: FastifyReply, accountId: string): void {
    // HttpOnly: no page script reads it. SameSite=Strict: only the site's own pages send it (the
    // site and the API are one site: localhost in development, one origin behind nginx).
    void reply.setCookie(DEVICE_COOKIE, this.issue(accountId), {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.settings.secure,
      path: this.settings.path,
      maxAge: Math.round(DEVICE_COOKIE_TTL_MS / 1000),
    });
  }
}
