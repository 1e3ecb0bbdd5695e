import type { LoginType, User, UserResultSummary } from '@genetype/domain/contracts';
import type { UserRow } from '../../db/schema.js';

/** Withdrawal completes this many days after the request (DESIGN §4). */
export const WITHDRAWAL_GRACE_DAYS = 14;
const DAY_MS = 86_400_000;

/** The User contract of spec §3, with defaults for what later features fill in. */
export function toUserContract(row: UserRow, now: number, results: UserResultSummary[] = []): User {
  const withdrawing = row.is_withdraw === 1;
  let remainingDays: number | null = null;
  if (withdrawing && row.withdraw_requested_at) {
    const completesAt = Date.parse(row.withdraw_requested_at) + WITHDRAWAL_GRACE_DAYS * DAY_MS;
    remainingDays = Math.max(0, Math.ceil((completesAt - now) / DAY_MS));
  }
  return {
    userId: row.user_id,
    email: row.email,
    nickname: row.nickname,
    profileName: row.profile_name ?? null,
    language: row.language ?? null,
    profileIcon: row.profile_icon,
    phoneNumber: row.phone_number,
    message: '',
    isPasswordSet: row.password_hash !== null,
    isWithdraw: withdrawing ? 1 : 0,
    remainingDays,
    ...(isLoginType(row.login_type) ? { loginType: row.login_type } : {}),
    section: row.section,
    finishTest: row.finish_test === 1,
    results,
  };
}

function isLoginType(value: string | null): value is LoginType {
  return value === 'kakao' || value === 'google';
}
