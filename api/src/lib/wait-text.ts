/** How long until a rate limit lets the caller try again, in the words of a 429 message ("1분"). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds}초`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? `${minutes}분` : `${Math.ceil(minutes / 60)}시간`;
}

/** The sign-up limit's answer, shared by the sign-up with a password and the social sign-up. */
export const signupLimitedMessage = (ttlMs: number): string =>
  `가입 요청이 너무 많아요. ${waitText(ttlMs)} 뒤에 다시 시도해 주세요.`;
