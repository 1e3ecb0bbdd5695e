// What a member is told right after logging in, whichever way they logged in (the password form,
// Google, the Kakao callback page): the shell's modal layer shows it.
import { useAuthStore } from './auth-store.js';
import { useModalStore } from './modal-store.js';

/** The modal that tells a member their withdrawal is pending (days left, a cancel button). */
export const WITHDRAWAL_PENDING_MODAL = 'withdrawalPending';
/** The modal for a social sign-in whose e-mail already belongs to a member (log in, then link). */
export const SOCIAL_EMAIL_TAKEN_MODAL = 'socialEmailTaken';

/**
 * Call after a login has loaded the member: a pending withdrawal is told at once, with its days
 * left (issue 17). Returns whether it was.
 */
export function noticePendingWithdrawal(): boolean {
  const user = useAuthStore.getState().user;
  if (!user || user.isWithdraw !== 1) return false;
  useModalStore.getState().open(WITHDRAWAL_PENDING_MODAL, { remainingDays: user.remainingDays });
  return true;
}
