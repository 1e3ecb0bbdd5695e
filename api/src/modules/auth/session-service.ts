import type { JWT } from '@fastify/jwt';
import type { Config } from '../../config.js';
import type { RefreshTokenRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { newId, randomToken, sha256 } from '../../lib/crypto.js';
import { unauthorized } from '../../lib/http-error.js';
import type { RefreshTokenRepository } from './refresh-token-repository.js';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

type AccessCheck =
  { status: 'valid' | 'expired'; userId: string } | { status: 'missing' } | { status: 'invalid' };

type RefreshCheck = { status: 'active' | 'grace'; row: RefreshTokenRow };

export interface ResolvedSession {
  userId: string;
  /** A new access token to return in `x-amzn-remapped-authorization` (the old one had expired). */
  renewedAccessToken: string | null;
  /** A refresh token due for rotation once the response is known to succeed. */
  rotationDue: RefreshTokenRow | null;
}

export type SessionSettings = Pick<
  Config,
  'refreshTokenTtlMs' | 'refreshRotateAfterMs' | 'refreshReuseGraceMs'
>;

/**
 * Access tokens are short-lived JWTs; refresh tokens are opaque, stored as SHA-256 digests, and
 * grouped in families (one per login). Spec §4's client keeps only one of the two response
 * headers, so a request yields a new access token or a rotated refresh token, never both.
 */
export class SessionService {
  constructor(
    private readonly jwt: JWT,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly clock: Clock,
    private readonly settings: SessionSettings,
  ) {}

  async issue(userId: string): Promise<SessionTokens> {
    const refreshToken = randomToken();
    const now = this.clock();
    await this.refreshTokens.insert(this.newRow(userId, newId(), refreshToken, now));
    return { token: this.signAccess(userId), refreshToken };
  }

  signAccess(userId: string): string {
    return this.jwt.sign({ sub: userId });
  }

  /**
   * Authenticates a request from its two headers. Throws 401 when no valid session can be
   * established; a superseded refresh token replayed after the grace period revokes its family.
   */
  async resolve(accessToken: string | null, refreshToken: string | null): Promise<ResolvedSession> {
    const access = this.checkAccess(accessToken);
    if (access.status === 'invalid') throw unauthorized();

    // A presented refresh token is always checked, even beside a valid access token: a revoked
    // one (logout, reuse) ends the session now rather than when the access token expires.
    const refresh = refreshToken === null ? null : await this.checkRefresh(refreshToken);
    if (refresh && access.status !== 'missing' && refresh.row.user_id !== access.userId)
      throw unauthorized();

    if (access.status === 'valid') {
      const rotationDue =
        refresh?.status === 'active' &&
        this.clock() - Date.parse(refresh.row.created_at) >= this.settings.refreshRotateAfterMs
          ? refresh.row
          : null;
      return { userId: access.userId, renewedAccessToken: null, rotationDue };
    }

    if (!refresh) throw unauthorized();
    return {
      userId: refresh.row.user_id,
      renewedAccessToken: this.signAccess(refresh.row.user_id),
      rotationDue: null,
    };
  }

  /** Exchanges a refresh token for a new one in the same family; null when another request won the race. */
  async rotate(row: RefreshTokenRow): Promise<string | null> {
    const refreshToken = randomToken();
    const now = this.clock();
    const successor = this.newRow(row.user_id, row.family_id, refreshToken, now);
    const won = await this.refreshTokens.supersede(row.id, successor, isoAt(now));
    return won ? refreshToken : null;
  }

  /** Ends the session the refresh token belongs to (its whole family). Unknown tokens are ignored. */
  async revoke(refreshToken: string): Promise<void> {
    const row = await this.refreshTokens.findByHash(sha256(refreshToken));
    if (row) await this.refreshTokens.revokeFamily(row.family_id, isoAt(this.clock()));
  }

  private checkAccess(token: string | null): AccessCheck {
    if (token === null) return { status: 'missing' };
    try {
      const payload = this.jwt.verify<{ sub?: unknown }>(token);
      return typeof payload.sub === 'string' && payload.sub !== ''
        ? { status: 'valid', userId: payload.sub }
        : { status: 'invalid' };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // fast-jwt checks the signature before the expiry, so an expired token is a genuine one.
      if (code === 'FAST_JWT_EXPIRED') {
        const payload = this.jwt.decode<{ sub?: unknown }>(token);
        return typeof payload?.sub === 'string' && payload.sub !== ''
          ? { status: 'expired', userId: payload.sub }
          : { status: 'invalid' };
      }
      // Not a JWT at all (e.g. "Bearer null" from an empty store) proves nothing either way;
      // a forged or tampered one is refused outright.
      return code === 'FAST_JWT_MALFORMED' || code === 'FAST_JWT_INVALID_TYPE'
        ? { status: 'missing' }
        : { status: 'invalid' };
    }
  }

  private async checkRefresh(token: string): Promise<RefreshCheck> {
    const row = await this.refreshTokens.findByHash(sha256(token));
    if (!row) throw unauthorized();
    const now = this.clock();
    if (Date.parse(row.expires_at) <= now) throw unauthorized();
    if (row.revoked_at === null) return { status: 'active', row };
    if (row.replaced_by === null) throw unauthorized();

    // Superseded by a rotation. Parallel tabs may still send it for a moment; after that, it can
    // only be a copy in someone else's hands, so the whole family is revoked.
    const withinGrace = now - Date.parse(row.revoked_at) <= this.settings.refreshReuseGraceMs;
    if (withinGrace && (await this.refreshTokens.hasActiveToken(row.family_id, isoAt(now)))) {
      return { status: 'grace', row };
    }
    if (!withinGrace) await this.refreshTokens.revokeFamily(row.family_id, isoAt(now));
    throw unauthorized();
  }

  private newRow(userId: string, familyId: string, token: string, now: number) {
    return {
      id: newId(),
      user_id: userId,
      token_hash: sha256(token),
      family_id: familyId,
      expires_at: isoAt(now + this.settings.refreshTokenTtlMs),
      revoked_at: null,
      replaced_by: null,
      created_at: isoAt(now),
    };
  }
}
