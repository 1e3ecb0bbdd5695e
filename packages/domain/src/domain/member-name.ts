import type { User } from '../contracts/user.js';
import { NICKNAME_MAX, NICKNAME_MIN, NICKNAME_PATTERN } from './nickname-rule.js';

/**
 * What a member is called on screen: their nickname; until they choose one, the name their Kakao
 * or Google profile gave (a social member), else their user ID.
 */
export function memberName(
  user: Pick<User, 'nickname' | 'userId'> & { profileName?: string | null },
): string {
  return user.nickname?.trim() || user.profileName?.trim() || user.userId;
}

/**
 * Whether some member could have this nickname (the settings' rule: letters and digits, 5 to 30).
 * A profile address whose nickname no member can have is a missing page, whoever asks.
 */
export function couldBeNickname(value: string): boolean {
  return (
    value.length >= NICKNAME_MIN && value.length <= NICKNAME_MAX && NICKNAME_PATTERN.test(value)
  );
}
