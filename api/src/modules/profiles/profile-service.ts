import { randomBytes } from 'node:crypto';
import type {
  FriendCompareProfile,
  FriendLink,
  FriendSection,
  MyPageResponse,
  PublicProfile,
  ShareCodeResponse,
  SharedCodeProfile,
} from '@genetype/domain/contracts';
import { PROFILE_MESSAGES } from '@genetype/domain/contracts';
import { typeReportById } from '@genetype/content';
import { groupOfType } from '@genetype/domain';
import type { ShareCodesTable, UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isoAt } from '../../lib/clock.js';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import type { ProfileRepository } from './profile-repository.js';
import type { ShareTokens } from './share-token.js';

// Not 404: the client sends every 404 to the /404 page (spec §8), and the profile page must say
// which nickname was not found.
/** An unknown (or withdrawing) member's nickname: a 404 with the reason, in the member's language. */
const profileNotFound = (): HttpError => new HttpError(404, PROFILE_MESSAGES.notFound);

/** The most friends `GET /profiles/friends` lists (the latest kept). */
export const FRIENDS_LISTED = 30;

const shareCodeNotFound = (): HttpError => new HttpError(404, PROFILE_MESSAGES.shareCodeNotFound);

const isSectionLetter = (value: string): value is FriendSection['section'] =>
  value === 'A' || value === 'B' || value === 'C' || value === 'D';

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
    return this.issueShareCode(row, row.nickname, false);
  }

  /**
   * "공유 링크 다시 만들기": the old code is dropped before a new one is made, so the old address,
   * and every compare a friend opened with it, stops answering at once.
   */
  async renewShareCode(userId: string): Promise<ShareCodeResponse> {
    const row = await this.profiles.findMember(userId);
    if (!row) throw unauthorized();
    if (!row.nickname) throw new HttpError(400, PROFILE_MESSAGES.noNickname);
    return this.issueShareCode(row, row.nickname, true);
  }

  /** The member's code, reused unless `fresh`, renamed or expired; a new one replaces the old. */
  private async issueShareCode(
    row: UserRow,
    nickname: string,
    fresh: boolean,
  ): Promise<ShareCodeResponse> {
    const existing = await this.profiles.shareCodeOf(row.id);
    const reusable =
      !fresh &&
      existing &&
      existing.nickname === nickname &&
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
        nickname,
        token,
        created_at: isoAt(this.clock()),
        expires_at: isoAt(link.expiresAt),
      });
    }
    return {
      code,
      url: `${this.appUrl}/s/${code}`,
      profileLink: profileLinkOf(nickname, token),
    };
  }

  /**
   * The code's entry and its member while the address answers: not revoked, not expired, the
   * member neither renamed nor withdrawing. Otherwise undefined.
   */
  private async liveShareCode(
    code: string,
  ): Promise<{ entry: ShareCodesTable; row: UserRow } | undefined> {
    const entry = await this.profiles.shareCode(code);
    if (!entry || Date.parse(entry.expires_at) <= this.clock()) return undefined;
    const row = await this.profiles.findMember(entry.user_id);
    // A renamed or withdrawing member's old address no longer answers.
    if (!row || row.is_withdraw === 1 || row.nickname !== entry.nickname) return undefined;
    return { entry, row };
  }

  /** What a short address shows anyone: nickname, type and the profile link; 404 when stale. */
  async byShareCode(code: string): Promise<SharedCodeProfile> {
    const live = await this.liveShareCode(code);
    if (!live) throw shareCodeNotFound();
    const { entry, row } = live;
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

  /**
   * What comparing with the member behind a code needs: the final type and each section's pole
   * scores (nothing the shared profile does not already show, beyond those numbers).
   */
  async compareByShareCode(code: string): Promise<FriendCompareProfile> {
    const live = await this.liveShareCode(code);
    if (!live) throw shareCodeNotFound();
    const { entry, row } = live;
    const { result } = await this.profiles.extras(row.id);
    const finalType =
      result?.type_id != null && result.code ? finalTypeOf(result.type_id, result.code) : null;
    const sections = finalType ? await this.sectionsOf(row.id) : [];
    return {
      nickname: entry.nickname,
      typeId: finalType?.typeId ?? null,
      typeCode: finalType?.code ?? null,
      typeName: finalType?.name ?? null,
      sections,
    };
  }

  private async sectionsOf(userId: string): Promise<FriendSection[]> {
    const rows = await this.profiles.ownSections(userId);
    return rows.flatMap((row): FriendSection[] => {
      if (!isSectionLetter(row.section)) return [];
      const outcome = JSON.parse(row.outcome) as { scores?: Record<string, number> };
      return [{ section: row.section, geneType: row.gene_type, scores: outcome.scores ?? {} }];
    });
  }

  /** Keeps a friend's code on the member's account (the offer to compare); 404 when stale. */
  async addFriend(userId: string, code: string): Promise<FriendLink> {
    const live = await this.liveShareCode(code);
    if (!live) throw shareCodeNotFound();
    if (live.row.id === userId) throw new HttpError(400, PROFILE_MESSAGES.ownShareCode);
    await this.profiles.addFriendLink({
      member_id: userId,
      code,
      created_at: isoAt(this.clock()),
    });
    return this.friendOf(code, live.row);
  }

  /** The member's friends whose codes still answer (a revoked code drops out of the list). */
  async friends(userId: string): Promise<FriendLink[]> {
    // Each kept code is resolved afresh (a revoked one drops out): a bounded list keeps that cheap.
    const links = await this.profiles.friendLinks(userId, FRIENDS_LISTED);
    const friends = await Promise.all(
      links.map(async (link) => {
        const live = await this.liveShareCode(link.code);
        return live ? this.friendOf(link.code, live.row) : null;
      }),
    );
    return friends.filter((friend): friend is FriendLink => friend !== null);
  }

  private async friendOf(code: string, row: UserRow): Promise<FriendLink> {
    const { result } = await this.profiles.extras(row.id);
    const finalType =
      result?.type_id != null && result.code ? finalTypeOf(result.type_id, result.code) : null;
    return {
      code,
      nickname: row.nickname ?? '',
      typeId: finalType?.typeId ?? null,
      typeName: finalType?.name ?? null,
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
