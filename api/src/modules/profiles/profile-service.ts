import { randomBytes } from 'node:crypto';
import type {
  MyPageResponse,
  PublicProfile,
  ShareCodeResponse,
  SharedCodeProfile,
} from '@genetype/domain/contracts';
import { PROFILE_MESSAGES } from '@genetype/domain/contracts';
import { typeReportById } from '@genetype/content';
import { groupOfType } from '@genetype/domain';
import type { UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import type { ProfileRepository } from './profile-repository.js';
import type { ShareTokens } from './share-token.js';

// Not 404: the client sends every 404 to the /404 page (spec §8), and the profile page must say
// which nickname was not found.
/** An unknown (or withdrawing) member's nickname: a 404 with the reason, in the member's language. */
const profileNotFound = (): HttpError => new HttpError(404, PROFILE_MESSAGES.notFound);

const profileLinkOf = (nickname: string, token: string): string =>
  `/profiles/${encodeURIComponent(nickname)}?share=${token}`;

/** The type's own name (the catalogue's, as /result and /typeReport show it); the group's apart. */
export function finalTypeOf(typeId: number, code: string): NonNullable<PublicProfile['finalType']> {
  return {
    typeId,
    code,
    name: typeReportById(typeId)?.name ?? code,
    groupName: groupOfType(typeId)?.name ?? null,
  };
}

/** Public profiles (nickname, icon, final type, review, joined date) and their share links. */
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly shareTokens: ShareTokens,
    private readonly clock: Clock,
    /** The shell's origin (APP_URL): short addresses are `${appUrl}/s/${code}`. */
    private readonly appUrl: string,
  ) {}

  /**
   * The member's one short share address: reused while it names the current nickname and has not
   * expired; otherwise a new random code (8 URL-safe characters, not derived from the member).
   */
  async shareCode(userId: string): Promise<ShareCodeResponse> {
    const row = await this.profiles.findMember(userId);
    if (!row) throw unauthorized();
    if (!row.nickname) throw new HttpError(400, PROFILE_MESSAGES.noNickname);
    const existing = await this.profiles.shareCodeOf(userId);
    const reusable =
      existing &&
      existing.nickname === row.nickname &&
      Date.parse(existing.expires_at) > this.clock();
    let code = existing?.code ?? '';
    let token = existing?.token ?? '';
    if (!reusable) {
      const link = await this.shareTokens.issue(row.id);
      code = randomBytes(6).toString('base64url');
      token = link.token;
      await this.profiles.replaceShareCode({
        code,
        user_id: row.id,
        nickname: row.nickname,
        token,
        created_at: isoAt(this.clock()),
        expires_at: isoAt(link.expiresAt),
      });
    }
    return {
      code,
      url: `${this.appUrl}/s/${code}`,
      profileLink: profileLinkOf(row.nickname, token),
    };
  }

  /** What a short address shows anyone: nickname, type and the profile link; 404 when stale. */
  async byShareCode(code: string): Promise<SharedCodeProfile> {
    const notFound = () => new HttpError(404, PROFILE_MESSAGES.shareCodeNotFound);
    const entry = await this.profiles.shareCode(code);
    if (!entry || Date.parse(entry.expires_at) <= this.clock()) throw notFound();
    const row = await this.profiles.findMember(entry.user_id);
    // A renamed or withdrawing member's old address no longer answers.
    if (!row || row.is_withdraw === 1 || row.nickname !== entry.nickname) throw notFound();
    const { result } = await this.profiles.extras(row.id);
    const typeId = result?.type_id ?? null;
    const finalType = typeId !== null && result?.code ? finalTypeOf(typeId, result.code) : null;
    return {
      nickname: entry.nickname,
      typeId: finalType?.typeId ?? null,
      typeCode: finalType?.code ?? null,
      typeName: finalType?.name ?? null,
      profileLink: profileLinkOf(entry.nickname, entry.token),
    };
  }

  async myPage(userId: string): Promise<MyPageResponse> {
    const row = await this.profiles.findMember(userId);
    if (!row) throw unauthorized();
    const profile = row.nickname ? await this.publicProfile(row) : null;
    const link = row.nickname ? await this.shareTokens.issue(row.id) : null;
    return {
      profile,
      profileLink: link ? profileLinkOf(row.nickname ?? '', link.token) : null,
      profileLinkExpiresAt: link ? isoAt(link.expiresAt) : null,
      message: row.section === 0 ? PROFILE_MESSAGES.noStatus : null,
    };
  }

  /** Another member's page, for members. Members with a pending withdrawal are not shown. */
  async byNickname(nickname: string): Promise<PublicProfile> {
    const row = await this.profiles.findMemberByNickname(nickname);
    if (!row || row.is_withdraw === 1) throw profileNotFound();
    return this.publicProfile(row);
  }

  /** The profile a share link names, for anyone holding the link. */
  async byShareToken(token: string): Promise<PublicProfile> {
    const check = await this.shareTokens.read(token);
    if (!check.ok)
      throw check.reason === 'expired'
        ? new HttpError(410, PROFILE_MESSAGES.linkExpired)
        : new HttpError(400, PROFILE_MESSAGES.linkInvalid);
    const row = await this.profiles.findMember(check.userId);
    if (!row || !row.nickname || row.is_withdraw === 1)
      throw new HttpError(400, PROFILE_MESSAGES.linkInvalid);
    return this.publicProfile(row);
  }

  private async publicProfile(row: UserRow): Promise<PublicProfile> {
    const { result, review } = await this.profiles.extras(row.id);
    const typeId = result?.type_id ?? null;
    return {
      nickname: row.nickname ?? '',
      profileIcon: row.profile_icon,
      finalType: typeId !== null && result?.code ? finalTypeOf(typeId, result.code) : null,
      review: review ? { contents: review.contents, updatedAt: review.updated_at } : null,
      joinedAt: row.created_at,
    };
  }
}
