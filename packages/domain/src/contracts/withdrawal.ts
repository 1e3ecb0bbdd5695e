// Withdrawal (spec §4): request with isWithdraw "1", cancel with "0"; completes 14 days later.

/** POST /user/withdrawAccount: "1" requests the withdrawal, "0" cancels a pending one. */
export interface WithdrawAccountRequest {
  isWithdraw: '0' | '1';
}

export interface WithdrawAccountResponse {
  message: string;
  isWithdraw: 0 | 1;
  /** Days left before the withdrawal completes; null after a cancel. */
  remainingDays: number | null;
}

/** Days between the request and the automatic completion (DESIGN §4). */
export const WITHDRAWAL_DAYS = 14;

export const WITHDRAWAL_MESSAGES = {
  requested: '탈퇴 신청이 접수되었어요. 14일 안에는 언제든 취소할 수 있어요.',
  cancelled: '탈퇴 신청을 취소했어요. 계속 진타입과 함께해 주셔서 고마워요.',
  alreadyRequested: '이미 탈퇴를 신청했어요. 남은 기간 안에 취소할 수 있어요.',
  notRequested: '진행 중인 탈퇴 신청이 없어요.',
  invalid: '탈퇴 요청 값이 올바르지 않아요.',
} as const;
