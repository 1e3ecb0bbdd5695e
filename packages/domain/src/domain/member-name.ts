import type { User } from '../contracts/user.js';

/**
 * What a member is called on screen: their nickname; until they choose one, the name their Kakao
 * or Google profile gave (a social member), else their user ID.
 */
export function memberName(
  user: Pick<User, 'nickname' | 'userId'> & { profileName?: string | null },
): string {
  return user.nickname?.trim() || user.profileName?.trim() || user.userId;
}
