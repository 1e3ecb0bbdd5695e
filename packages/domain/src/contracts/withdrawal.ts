// Withdrawal (spec §4): request with isWithdraw "1", cancel with "0"; completes 14 days later.

/** POST /user/withdrawAccount: "1" requests the withdrawal, "0" cancels a pending one. */
export interface WithdrawAccountRequest {
  isWithdraw: '0' | '1';
  /**
   * A request ("1") from a member with a password carries it: a session left open on a shared
   * computer must not be enough to delete an account. A member without one (social sign-in only)
   * must have signed in through their provider within WITHDRAWAL_REAUTH_MINUTES instead.
   */
  password?: string;
}

export interface WithdrawAccountResponse {
  message: string;
  isWithdraw: 0 | 1;
  /** Days left before the withdrawal completes; null after a cancel. */
  remainingDays: number | null;
}

/** Days between the request and the automatic completion (DESIGN §4). */
export const WITHDRAWAL_DAYS = 14;

/** How recent a social-only member's sign-in must be for a withdrawal request. */
export const WITHDRAWAL_REAUTH_MINUTES = 10;

export const WITHDRAWAL_MESSAGES = {
  requested: '탈퇴 신청이 접수되었어요. 14일 안에는 언제든 취소할 수 있어요.',
  cancelled: '탈퇴 신청을 취소했어요. 계속 진타입과 함께해 주셔서 고마워요.',
  alreadyRequested: '이미 탈퇴를 신청했어요. 남은 기간 안에 취소할 수 있어요.',
  notRequested: '진행 중인 탈퇴 신청이 없어요.',
  invalid: '탈퇴 요청 값이 올바르지 않아요.',
  passwordRequired: '탈퇴하려면 비밀번호를 입력해 주세요.',
  passwordWrong: '비밀번호가 일치하지 않아요. 다시 확인해 주세요.',
  attemptLimit: '탈퇴 요청이 너무 많아요. 15분 뒤에 다시 시도해 주세요.',
  reauthRequired:
    '안전을 위해 다시 로그인한 뒤 10분 안에 탈퇴를 신청해 주세요. 가입할 때 쓴 소셜 계정으로 로그인하면 돼요.',
} as const;
