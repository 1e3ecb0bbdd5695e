import { useEffect, useState } from 'react';
import { errorMessage, onSessionCleared, profilesApi } from '@genetype/shared';
import type { PublicProfile } from '@genetype/shared';
import { showSessionExpiredOn } from '../../lib/session-expired';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PublicProfile }
  | { status: 'failed'; message: string }
  | { status: 'members-only' }
  /** The API refused the member's session: the session-expired modal is up. */
  | { status: 'expired' };

const FETCH_FAILED = '프로필을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * A share link (`?share=`) opens the profile for anyone; otherwise profiles are for members.
 * The status stays 'loading' until the first fetch ends, success or failure. A refused session
 * raises the session-expired modal (and is not mistaken for a visitor afterwards).
 */
export function useProfile(nickname: string, shareToken: string | null, signedIn: boolean) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  // The same signal RequireMember listens to: the API client cleared a session it refused.
  const [sessionEnded, setSessionEnded] = useState(false);
  useEffect(() => onSessionCleared(() => setSessionEnded(true)), []);

  useEffect(() => {
    if (!shareToken && !signedIn) {
      setState({ status: sessionEnded ? 'expired' : 'members-only' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    const request = shareToken ? profilesApi.shared(shareToken) : profilesApi.byNickname(nickname);
    request.then(
      ({ profile }) => {
        if (current) setState({ status: 'ready', profile });
      },
      (error: unknown) => {
        // Raised even when this answer is stale: on a 401 'Not authenticated' the client's session
        // clear has already re-run this effect, and the session is gone all the same.
        const expired = !shareToken && showSessionExpiredOn(error);
        if (!current) return;
        if (expired) setState({ status: 'expired' });
        else setState({ status: 'failed', message: errorMessage(error, FETCH_FAILED) });
      },
    );
    return () => {
      current = false;
    };
  }, [nickname, shareToken, signedIn, sessionEnded]);

  return state;
}
