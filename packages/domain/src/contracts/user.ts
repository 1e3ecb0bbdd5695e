import type { UserResultSummary } from './questions.js';

/** Current user (spec §3), as GET /user/getUser returns it. */
export interface User {
  userId: string;
  email: string;
  nickname: string | null;
  /** A social member's name at Kakao or Google: what they are called until they set a nickname. */
  profileName?: string | null;
  profileIcon: string | null;
  phoneNumber: string | null;
  message: string | null;
  isPasswordSet: boolean;
  isWithdraw: 0 | 1;
  /** Days left before a requested withdrawal completes; null when none is pending. */
  remainingDays: number | null;
  kakaoEmail?: string | null;
  googleEmail?: string | null;
  loginType?: LoginType | null;
  /** The language the member chose ('ko' | 'en'); null until they choose (issue 18). */
  language?: string | null;
  /** 0 not started, 1–3 mid-test, 4 results ready. */
  section: number;
  finishTest: boolean;
  /** Own result: one entry per completed section; the D entry carries the final code and id. */
  results: UserResultSummary[];
}

export type LoginType = 'kakao' | 'google';
