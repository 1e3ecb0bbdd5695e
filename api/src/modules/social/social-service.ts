import { randomInt } from 'node:crypto';
import type { SessionResponse, SocialLoginResponse } from '@genetype/domain/contracts';
import { SOCIAL_LINK_MESSAGES, SOCIAL_MESSAGES } from '@genetype/domain/contracts';
import type { ConsentsRequest } from '@genetype/domain/contracts';
import { isUniqueViolation } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/crypto.js';
import type { HttpError } from '../../lib/http-error.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import type { SessionService } from '../auth/session-service.js';
import { consentsRow } from '../users/consent-repository.js';
import type { UserRepository } from '../users/user-repository.js';
import type { GoogleVerifier } from './google-verifier.js';
import type { KakaoClient } from './kakao-client.js';
import type { PendingSignup, SignupTokens } from './signup-token.js';
import type { Provider, SocialIdentityRepository } from './social-identity-repository.js';

export interface SocialSignupInput {
  signupToken: string;
  /** Required only when the provider gave no verified e-mail. */
  email?: string;
  consents: ConsentsRequest;
}

export class SocialService {
  constructor(
    private readonly users: UserRepository,
    private readonly identities: SocialIdentityRepository,
    private readonly sessions: SessionService,
    private readonly kakao: KakaoClient,
    private readonly google: GoogleVerifier,
    private readonly signupTokens: SignupTokens,
    private readonly clock: Clock,
  ) {}

  async kakaoLogin(code: string, redirectUri: string): Promise<SocialLoginResponse> {
    const { accessToken, profile } = await this.kakaoAccount(code, redirectUri);
    const answer = await this.loginOrPending({
      provider: 'kakao',
      subject: profile.id,
      email: profile.email,
      name: profile.nickname,
    });
    return { ...answer, kakaoAccessToken: accessToken };
  }

  async kakaoLink(userId: string, code: string, redirectUri: string): Promise<string> {
    if (!(await this.users.findById(userId))) throw unauthorized();
    const { accessToken, profile } = await this.kakaoAccount(code, redirectUri);
    const owner = await this.identities.findBySubject('kakao', profile.id);
    if (owner && owner.user_id !== userId) throw conflict(SOCIAL_MESSAGES.kakaoLinkedElsewhere);
    if (!owner) {
      const linked = (await this.identities.findByUser(userId)).some(
        (row) => row.provider === 'kakao',
      );
      if (linked) throw conflict(SOCIAL_MESSAGES.kakaoAlreadyLinked);
      try {
        await this.identities.insert({
          id: newId(),
          user_id: userId,
          provider: 'kakao',
          subject: profile.id,
          email: profile.email,
          created_at: isoAt(this.clock()),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SOCIAL_MESSAGES.kakaoLinkedElsewhere);
        throw error;
      }
    }
    return accessToken;
  }

  async googleLogin(idToken: string, nonce: string | undefined): Promise<SocialLoginResponse> {
    let identity;
    try {
      identity = await this.google.verify(idToken, nonce);
    } catch {
      throw unauthorizedGoogle();
    }
    return this.loginOrPending({
      provider: 'google',
      subject: identity.sub,
      email: identity.email,
      name: identity.name,
    });
  }

  /** Settings → Google row: links the Google account of `idToken` to the signed-in member. */
  async connectGoogle(userId: string, idToken: string, nonce: string | undefined): Promise<void> {
    if (!(await this.users.findById(userId))) throw unauthorized();
    let identity;
    try {
      identity = await this.google.verify(idToken, nonce);
    } catch {
      throw unauthorizedGoogle();
    }
    const owner = await this.identities.findBySubject('google', identity.sub);
    if (owner && owner.user_id !== userId)
      throw conflict(SOCIAL_LINK_MESSAGES.googleLinkedElsewhere);
    if (owner) return;
    const linked = (await this.identities.findByUser(userId)).some(
      (row) => row.provider === 'google',
    );
    if (linked) throw conflict(SOCIAL_LINK_MESSAGES.googleAlreadyLinked);
    try {
      await this.identities.insert({
        id: newId(),
        user_id: userId,
        provider: 'google',
        subject: identity.sub,
        email: identity.email,
        created_at: isoAt(this.clock()),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SOCIAL_LINK_MESSAGES.googleLinkedElsewhere);
      throw error;
    }
  }

  /**
   * Settings → unlink a provider. Needs a password (the member must keep a way to log in), and
   * the provider the account was created with, under the account's own e-mail, stays linked.
   */
  async disconnect(userId: string, provider: Provider): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    const identity = (await this.identities.findByUser(userId)).find(
      (row) => row.provider === provider,
    );
    if (!identity) throw badRequest(SOCIAL_LINK_MESSAGES.notLinked);
    const isDefaultAccount =
      user.login_type === provider && (identity.email ?? user.email).toLowerCase() === user.email;
    if (isDefaultAccount) throw badRequest(SOCIAL_LINK_MESSAGES.defaultAccount);
    if (user.password_hash === null) throw badRequest(SOCIAL_LINK_MESSAGES.passwordNeeded);
    await this.identities.remove(identity.id, userId);
  }

  /** Creates the account of a pending social sign-up (after /marketing's consents) and logs in. */
  async completeSignup(input: SocialSignupInput): Promise<SessionResponse> {
    const pending = await this.signupTokens.read(input.signupToken);
    if (!pending) throw badRequest(SOCIAL_MESSAGES.signupExpired);
    // Signed up meanwhile (a second tab, a double submit): just log in.
    const existing = await this.identities.findBySubject(pending.provider, pending.subject);
    if (existing) return this.sessionFor(existing.user_id);

    const email = pending.email ?? input.email?.toLowerCase();
    if (!email) throw badRequest(SOCIAL_MESSAGES.emailNeeded);
    if (await this.users.findByEmail(email)) throw conflict(SOCIAL_MESSAGES.emailTaken);

    const now = isoAt(this.clock());
    let row: UserRow | null = null;
    for (let attempt = 0; attempt < 3 && row === null; attempt += 1) {
      try {
        row = await this.createAccount(pending, email, input.consents, now);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race for the e-mail or the provider account, or (rarely) drew a taken user ID.
        const raced = await this.identities.findBySubject(pending.provider, pending.subject);
        if (raced) return this.sessionFor(raced.user_id);
        if (await this.users.findByEmail(email)) throw conflict(SOCIAL_MESSAGES.emailTaken);
      }
    }
    if (!row) throw conflict(SOCIAL_MESSAGES.emailTaken);
    return this.startSession(row);
  }

  /** The member, their provider account and their consents, together or not at all. */
  private async createAccount(
    pending: PendingSignup,
    email: string,
    consents: ConsentsRequest,
    now: string,
  ): Promise<UserRow> {
    const id = newId();
    return this.identities.createMember(
      {
        id,
        user_id: generatedUserId(pending.provider),
        email,
        password_hash: null,
        login_type: pending.provider,
        profile_name: profileName(pending.name),
        created_at: now,
        updated_at: now,
      },
      {
        id: newId(),
        user_id: id,
        provider: pending.provider,
        subject: pending.subject,
        email: pending.email,
        created_at: now,
      },
      consentsRow(id, consents, now, new Date(this.clock())),
    );
  }

  private async kakaoAccount(code: string, redirectUri: string) {
    try {
      const accessToken = await this.kakao.exchangeCode(code, redirectUri);
      const profile = await this.kakao.fetchProfile(accessToken);
      return { accessToken, profile };
    } catch {
      // An expired or reused code is the common case; the member can simply try again.
      throw badRequest(SOCIAL_MESSAGES.kakaoFailed);
    }
  }

  private async loginOrPending(pending: PendingSignup): Promise<SocialLoginResponse> {
    const identity = await this.identities.findBySubject(pending.provider, pending.subject);
    if (identity) return this.sessionFor(identity.user_id);
    // A member already has this e-mail: say so now, before /marketing asks for the consents.
    if (pending.email && (await this.users.findByEmail(pending.email.toLowerCase())))
      throw conflict(SOCIAL_MESSAGES.emailTaken);
    return { signupToken: await this.signupTokens.issue(pending), email: pending.email };
  }

  private async sessionFor(userId: string): Promise<SessionResponse> {
    const row = await this.users.findById(userId);
    if (!row) throw unauthorized();
    return this.startSession(row);
  }

  private async startSession(row: UserRow): Promise<SessionResponse> {
    const token = await this.sessions.issue(row.id);
    return {
      user: { email: row.email, nickname: row.nickname, profileIcon: row.profile_icon },
      token,
    };
  }
}

function unauthorizedGoogle(): HttpError {
  // Not 401: the client's interceptor reserves 'Not authenticated' 401s for ending sessions.
  return badRequest(SOCIAL_MESSAGES.googleFailed);
}

/** The provider's profile name as a display name: trimmed, control characters out, at most 30. */
export function profileName(name: string | null): string | null {
  // Control characters out (code points below 32, and DEL).
  const cleaned = [...(name ?? '')]
    .filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127)
    .join('')
    .trim();
  return cleaned ? [...cleaned].slice(0, PROFILE_NAME_MAX).join('') : null;
}
const PROFILE_NAME_MAX = 30;

/** Social accounts get a user ID of the same shape members choose (5–20 letters and digits). */
export function generatedUserId(provider: Provider): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `${provider}${digits}`;
}
