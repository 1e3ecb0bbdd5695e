// Profiles and share links (spec §2 My page, DESIGN §5).

/** The public part of a member's page: never e-mail, phone or user ID. */
export interface PublicProfile {
  nickname: string;
  profileIcon: string | null;
  /**
   * The final type once the test is complete. `name` is the type's own name ('주의 깊은 탐험가'),
   * the same everywhere; `groupName` is its group's ('유연한 탐험가'), shown only as the group's.
   */
  finalType: { typeId: number; code: string; name: string; groupName: string | null } | null;
  review: { contents: string; updatedAt: string } | null;
  joinedAt: string;
}

/** GET /user/{nickname}; also GET /profiles/shared?token=… for visitors with a share link. */
export interface ProfileResponse {
  profile: PublicProfile;
}

/** GET /user/myPage: the member's own page data with the share link. */
export interface MyPageResponse {
  profile: PublicProfile | null;
  /** Encrypted, expiring share token; null until the member has a nickname. */
  profileLink: string | null;
  /** When profileLink stops working (ISO-8601). */
  profileLinkExpiresAt: string | null;
  /** The spec's "no status" message when the test has not been started. */
  message: string | null;
}

/** Days a share link works. */
export const PROFILE_LINK_DAYS = 30;

export const PROFILE_MESSAGES = {
  notFound: '해당 닉네임의 회원을 찾을 수 없어요. 닉네임을 다시 확인해 주세요.',
  linkInvalid: '올바르지 않은 공유 링크예요. 링크를 보낸 분께 다시 요청해 주세요.',
  linkExpired: '공유 링크의 유효 기간이 지났어요. 링크를 보낸 분께 새 링크를 요청해 주세요.',
  noNickname: '닉네임을 설정하면 프로필 공유 링크를 만들 수 있어요.',
  noStatus: '아직 검사를 시작하지 않았어요.',
  shareCodeInvalid: '올바르지 않은 공유 주소예요. 주소를 다시 확인해 주세요.',
  shareCodeNotFound:
    '공유 주소를 찾을 수 없거나 기간이 지났어요. 보낸 분께 새 주소를 요청해 주세요.',
  ownShareCode: '내 공유 주소예요. 비교하려면 친구의 주소를 넣어 주세요.',
  tooManyShareReads: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
} as const;

/** POST /profiles/share: the member's one short share address (`url` = APP_URL + /s/{code}). */
export interface ShareCodeResponse {
  code: string;
  url: string;
  /** The encrypted profile link it resolves to (`/profiles/{nickname}?share=…`). */
  profileLink: string;
}

/** GET /profiles/share/{code} (public): only the public part, for the page and the crawler card. */
export interface SharedCodeProfile {
  nickname: string;
  typeId: number | null;
  typeCode: string | null;
  /** The type's own name ('주의 깊은 탐험가'), never the group's. */
  typeName: string | null;
  profileLink: string;
}

/** Short codes: 8 URL-safe characters. */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9_-]{8}$/;

/** One gene section of a friend's result, as the compare draws it (geneScale reads these). */
export interface FriendSection {
  section: 'A' | 'B' | 'C' | 'D';
  geneType: string;
  /** Weighted "yes" answers per pole (docs/scoring.md). */
  scores: Record<string, number>;
}

/**
 * GET /profiles/share/{code}/compare (public, the share code is the friend's consent): what a
 * compare needs and nothing more than the shared profile shows — the nickname, the final type
 * and each section's pole scores. `sections` is empty until the friend has finished the test.
 */
export interface FriendCompareProfile {
  nickname: string;
  typeId: number | null;
  typeCode: string | null;
  typeName: string | null;
  sections: FriendSection[];
}

/** POST /profiles/friends { code } and GET /profiles/friends: a friend a member can compare with. */
export interface FriendLink {
  code: string;
  nickname: string;
  typeId: number | null;
  typeName: string | null;
}

export interface FriendLinksResponse {
  friends: FriendLink[];
}
