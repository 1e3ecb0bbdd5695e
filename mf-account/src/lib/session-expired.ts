// The app's one answer to a call the API refused because the session is gone (spec §8): the
// shell's session-expired modal, whose button opens the login. On a 401 'Not authenticated' the
// API client has already cleared the session and is taking the member home with the error flag,
// where the shell shows the same modal; nothing here navigates, so the two never disagree.
import { errorStatus, useModalStore } from '@genetype/platform';

/** True (and the session-expired modal is up) when `error` is the API refusing the session. */
export function showSessionExpiredOn(error: unknown): boolean {
  if (errorStatus(error) !== 401) return false;
  useModalStore.getState().open('sessionExpired');
  return true;
}
