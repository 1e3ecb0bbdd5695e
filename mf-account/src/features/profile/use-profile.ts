import { useEffect, useState } from 'react';
import { errorMessage, errorStatus, onSessionCleared } from '@genetype/platform';
import { useApiQuery } from '@genetype/platform/query';
import type { PublicProfile } from '@genetype/domain/contracts';
import { showSessionExpiredOn } from '../../lib/session-expired';
import { appText } from '../../i18n';
import { fetchProfileByNickname, fetchSharedProfile, profileKeys } from './api/profile';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PublicProfile }
  /**
   * `retry` (the "다시 시도" button) is there when the failure may pass: no answer, a time-out or
   * a 5xx. A 4xx (unknown nickname, tampered link) is final and shows only its message.
   */
  | { status: 'failed'; message: string; retry?: () => Promise<unknown> }
  | { status: 'members-only' }
  /** The API refused the member's session: the session-expired modal is up. */
  | { status: 'expired' };

const FETCH_FAILED = 'profile.fetchFailed';

const PASSING_FAILURE = 'profile.passingFailure';

/** A 4xx answer: asking again gives the same answer. */
const isFinal = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * A share link (`?share=`) opens the profile for anyone; otherwise profiles are for members.
 * The status stays 'loading' until the first fetch ends, success or failure. A refused session
 * raises the session-expired modal (and is not mistaken for a visitor afterwards).
 */
/** A failed fetch, and whether it was the member's session that the API refused. */
class ProfileLoadError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly expired: boolean,
  ) {
    super('Loading the profile failed');
  }
}

export function useProfile(
  nickname: string,
  shareToken: string | null,
  signedIn: boolean,
): ProfileState {
  // The same signal RequireMember listens to: the API client cleared a session it refused.
  const [sessionEnded, setSessionEnded] = useState(false);
  useEffect(() => onSessionCleared(() => setSessionEnded(true)), []);

  const enabled = Boolean(shareToken) || signedIn;
  const query = useApiQuery<PublicProfile, ProfileLoadError>({
    queryKey: profileKeys.detail(nickname, shareToken, sessionEnded),
    queryFn: async () => {
      try {
        const { profile } = await (shareToken
          ? fetchSharedProfile(shareToken)
          : fetchProfileByNickname(nickname));
        return profile;
      } catch (error) {
        // Raised once per refused fetch: the session is gone whichever render reads this.
        throw new ProfileLoadError(error, !shareToken && showSessionExpiredOn(error));
      }
    },
    enabled,
    gcTime: 0,
  });

  if (!enabled) return { status: sessionEnded ? 'expired' : 'members-only' };
  if (query.data) return { status: 'ready', profile: query.data };
  if (query.error) {
    const { cause, expired } = query.error;
    return expired
      ? { status: 'expired' }
      : {
          status: 'failed',
          ...(isFinal(cause)
            ? { message: errorMessage(cause, appText(FETCH_FAILED)) }
            : { message: errorMessage(cause, appText(PASSING_FAILURE)), retry: query.refetch }),
        };
  }
  return { status: 'loading' };
}
