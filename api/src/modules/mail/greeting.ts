import type { UserRow } from '../../db/schema.js';

/**
 * Whom a mail greets: the nickname members know each other by, else the name a social member's
 * provider gave, else the user ID (issue 17: mails greeted by user ID although a nickname was set).
 */
export function greetingName(
  user: Pick<UserRow, 'nickname' | 'user_id'> & { profile_name?: string | null },
): string {
  return user.nickname?.trim() || user.profile_name?.trim() || user.user_id;
}
