import type { JWT } from '@fastify/jwt';
import { ACCESS_TOKEN_EXPIRED_MESSAGE } from '@genetype/domain/contracts';
import type { Config } from '../../config/index.js';
import type { RefreshTokenRow } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { newId, randomToken, sha256 } from '../../lib/crypto.js';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import type { RefreshTokenRepository } from './refresh-token-repository.js';
import type { SessionRevocations } from './session-revocations.js';

export interface SessionTokens {
  token: string;
  /** Leaves the API only in the HttpOnly cookie (the session guard moves it there). */
  refreshToken: string;
}

export interface RefreshedSession {
  userId: string;
  /** A new access token, returned in `x-amzn-remapped-authorization`. */
  accessToken: string;
  /** The rotated refresh token for the cookie; null when another request rotated it first. */
  refreshToken: string | null;
}

type AccessCheck =
  | { status: 'valid' | 'expired'; userId: string; sessionId: string | null }
  | { status: 'missing' }
  | { status: 'invalid' };

type RefreshCheck = { status: 'active' | 'grace'; row: RefreshTokenRow };

export type SessionSettings = Pick<Config, 'refreshTokenTtlMs' | 'refreshReuseGraceMs'>;

/** 401 for an access token that expired: the client renews it on the refresh path and retries. */
export const accessTokenExpired = (): HttpError => new HttpError(401, ACCESS_TOKEN_EXPIRED_MESSAGE);

/**
 * Access tokens are short-lived JWTs naming their session (`sid`, the refresh-token family);
 * refresh tokens are opaque, stored as SHA-256 digests, grouped in families (one per login) and
 * exchanged only on the refresh path, where every use rotates them. Ending a session lists its
 * family in `revocations`, which every request checks in memory.
 */
export class SessionService {
  constructor(
    private readonly jwt: JWT,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly revocations: SessionRevocations,
    private readonly clock: Clock,
    private readonly settings: SessionSettings,
  ) {}

  async issue(userId: string): Promise<SessionTokens> {
    const refreshToken = randomToken();
    const familyId = newId();
    await this.refreshTokens.insert(this.newRow(userId, familyId, refreshToken, this.clock()));
    return { token: this.signAccess(userId, familyId), refreshToken };
  }

  signAccess(userId: string, sessionId: string): string {
    return this.jwt.sign({ sub: userId, sid: sessionId });
  }

  /**
   * The per-request check: signature, expiry and the in-memory revocation list, no database read.
   * An expired token gets its own 401 so the client renews it instead of ending the session.
   */
  authenticate(accessToken: string | null): AuthContext {
    const access = this.checkAccess(accessToken);
    if (access.status === 'missing' || access.status === 'invalid') throw unauthorized();
    if (access.sessionId !== null && this.revocations.has(access.sessionId)) throw unauthorized();
    if (access.status === 'expired') throw accessTokenExpired();
    return { userId: access.userId, sessionId: access.sessionId };
  }

  /**
   * The refresh path: exchanges a refresh token for a new access token and a rotated refresh
   * token. A superseded token within the grace period (parallel tabs) gets an access token only;
   * after it, the whole family is revoked.
   */
  async refresh(refreshToken: string): Promise<RefreshedSession> {
    const { status, row } = await this.checkRefresh(refreshToken);
    const rotated = status === 'active' ? await this.rotate(row) : null;
    return {
      userId: row.user_id,
      accessToken: this.signAccess(row.user_id, row.family_id),
      refreshToken: rotated,
    };
  }

  /**
   * Logout: ends the session named by the access token (expired is fine, forged is not) and the
   * one of a refresh token a pre-cookie client still sends. Unknown tokens are ignored.
   */
  async end(accessToken: string | null, legacyRefreshToken: string | null): Promise<void> {
    const access = this.checkAccess(accessToken);
    const families = new Set<string>();
    if ((access.status === 'valid' || access.status === 'expired') && access.sessionId) {
      families.add(access.sessionId);
    }
    if (legacyRefreshToken !== null) {
      const row = await this.refreshTokens.findByHash(sha256(legacyRefreshToken));
      if (row) families.add(row.family_id);
    }
    for (const family of families) await this.revokeFamily(family);
  }

  /** Ends every session of a member but `keepSessionId` (the caller's own, when it has one). */
  async endOtherSessions(userId: string, keepSessionId: string | null): Promise<void> {
    const ended = await this.refreshTokens.revokeUserSessions(
      userId,
      keepSessionId,
      isoAt(this.clock()),
    );
    this.revocations.add(ended);
  }

  private async rotate(row: RefreshTokenRow): Promise<string | null> {
    const refreshToken = randomToken();
    const now = this.clock();
    const successor = this.newRow(row.user_id, row.family_id, refreshToken, now);
    const won = await this.refreshTokens.supersede(row.id, successor, isoAt(now));
    return won ? refreshToken : null;
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.refreshTokens.revokeFamily(familyId, isoAt(this.clock()));
    this.revocations.add([familyId]);
  }

  private checkAccess(token: string | null): AccessCheck {
    if (token === null) return { status: 'missing' };
    try {
      return this.claims('valid', this.jwt.verify<AccessPayload>(token));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // fast-jwt checks the signature before the expiry, so an expired token is a genuine one.
      if (code === 'FAST_JWT_EXPIRED') {
        return this.claims('expired', this.jwt.decode<AccessPayload>(token));
      }
      // Not a JWT at all (e.g. "Bearer null" from an empty store) proves nothing either way;
      // a forged or tampered one is refused outright.
      return code === 'FAST_JWT_MALFORMED' || code === 'FAST_JWT_INVALID_TYPE'
        ? { status: 'missing' }
        : { status: 'invalid' };
    }
  }

  private claims(status: 'valid' | 'expired', payload: AccessPayload | null): AccessCheck {
    if (typeof payload?.sub !== 'string' || payload.sub === '') return { status: 'invalid' };
    // Tokens signed before sessions were named carry no `sid`; they expire within one lifetime.
    const sessionId = typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : null;
    return { status, userId: payload.sub, sessionId };
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
    if (!withinGrace) await this.revokeFamily(row.family_id);
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

interface AccessPayload {
  sub?: unknown;
  sid?: unknown;
}
